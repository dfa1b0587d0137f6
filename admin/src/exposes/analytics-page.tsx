import '../index.css';

export default function AnalyticsPage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">Analytics Dashboard</h1>
    </main>
  );
}
