import { useQuery } from '@tanstack/react-query';
import { getSupabase, useAuthStore } from '@app/shared';

export interface CurrentUser {
  id: string;
  email: string | null;
}

/**
 * docs/product.md#backend-calls, call 4: asks the auth server who the caller is (not just the stored
 * session), so a revoked or deleted account reads as signed out.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const supabase = await getSupabase();
  // A missing session comes back as an error with no user: both mean "not logged in".
  const { data } = await supabase.auth.getUser();
  return data.user ? { id: data.user.id, email: data.user.email ?? null } : null;
}

/** Re-asks whenever the shared session changes (sign-in, sign-out, another account). */
export function useCurrentUser() {
  const authLoading = useAuthStore((s) => s.loading);
  const sessionUserId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: ['analytics', 'current-user', sessionUserId],
    queryFn: getCurrentUser,
    enabled: !authLoading,
  });
}
