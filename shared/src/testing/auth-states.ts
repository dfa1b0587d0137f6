import { useAuthStore } from '../index';

/** Puts the shared auth store in one of the states of docs/product.md#auth. */
export const authStates = {
  loading: () => useAuthStore.setState({ loading: true, user: null, session: null }),
  signedOut: () => useAuthStore.setState({ loading: false, user: null, session: null }),
  signedIn: (email = 'a@b.co', id = 'u1') => useAuthStore.setState({ loading: false, user: { id, email } as never, session: null }),
};
