import { PRODUCT_NAME } from '@app/shared';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { legalDocuments } from '../content/legal-documents';
import type { LegalPageId } from '../legal-document';
import { BackButton } from './back-button';
import { HomeButton } from './home-button';
import { LegalBlocks } from './legal-blocks';

/**
 * docs/product.md#legal-pages: the disclaimer has 'Back to Home' and 'Return to Home'; the
 * policy and the terms have a Back button to the previous page.
 */
export function LegalPage({ page }: { page: LegalPageId }) {
  const doc = legalDocuments[page];
  const isDisclaimer = page === 'medical-disclaimer';
  useDocumentMeta({ title: `${doc.title} | ${PRODUCT_NAME}`, description: doc.description });

  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      {isDisclaimer ? <HomeButton label="Back to Home" /> : <BackButton />}
      <article className="mt-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
          {doc.effective ? <p className="mt-2 text-sm text-muted-foreground">{doc.effective}</p> : null}
        </header>
        <div className="mt-8 space-y-4 text-lg leading-relaxed">
          <LegalBlocks blocks={doc.intro} />
        </div>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-10 space-y-4 leading-relaxed">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            <LegalBlocks blocks={section.blocks} />
          </section>
        ))}
      </article>
      {isDisclaimer ? (
        <div className="mt-12 border-t border-border pt-8">
          <HomeButton label="Return to Home" variant="default" />
        </div>
      ) : null}
    </main>
  );
}
