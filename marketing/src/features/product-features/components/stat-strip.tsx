import { stats } from '../stats';

export function StatStrip() {
  return (
    <dl className="mt-12 grid grid-cols-2 gap-6 rounded-2xl bg-primary px-6 py-8 text-center text-primary-foreground md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm">{stat.label}</dt>
          <dd className="text-2xl font-bold sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
