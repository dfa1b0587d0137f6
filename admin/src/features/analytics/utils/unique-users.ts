/** The badge text under each count: '1 unique user', '3 unique users'. */
export function uniqueUsersText(n: number): string {
  return `${n.toLocaleString('en-US')} unique ${n === 1 ? 'user' : 'users'}`;
}
