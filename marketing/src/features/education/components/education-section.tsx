import { Button, paths, useAuth, Link } from '@app/shared';
import { LandingSection } from '../../../components/landing-section';
import { recordWaitlistJoin, waitlistSourceAttribute } from '../../../lib/record-waitlist-join';
import { educationTopics } from '../education-topics';
import { EducationCard } from './education-card';

export function EducationSection() {
  const { user } = useAuth();
  const member = Boolean(user);
  return (
    <LandingSection
      id="education"
      eyebrow="Education Center"
      title="Learn without the stigma"
      lead="Clear, casual and judgment-free guides, reviewed by certified healthcare professionals. Free for members."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {educationTopics.map((topic) => (
          <EducationCard key={topic.id} topic={topic} to={member ? paths.resource.getHref(topic.id) : paths.auth.getHref()} />
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        {member ? (
          <Button asChild size="lg">
            <Link to={paths.educationCenter.getHref()}>Explore All Resources</Link>
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to={paths.auth.getHref()} {...waitlistSourceAttribute('education')} onClick={() => recordWaitlistJoin('education')}>
              Sign Up to Explore Resources
            </Link>
          </Button>
        )}
      </div>
    </LandingSection>
  );
}
