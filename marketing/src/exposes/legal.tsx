import '../index.css';

const titles = {
  'medical-disclaimer': 'Medical Disclaimer',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
} as const;

export default function Legal({ page }: { page: keyof typeof titles }) {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">{titles[page]}</h1>
    </main>
  );
}
