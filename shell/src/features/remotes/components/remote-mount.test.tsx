import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemoteModule = vi.fn();
const loadedRemoteModule = vi.fn();
vi.mock('../remote-registry', async (original) => ({
  ...(await original<typeof import('../remote-registry')>()),
  loadRemoteModule: (id: string) => loadRemoteModule(id),
  loadedRemoteModule: (id: string) => loadedRemoteModule(id),
}));
vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));

const { RemoteMount } = await import('./remote-mount');

describe('RemoteMount', () => {
  beforeEach(() => {
    loadRemoteModule.mockReset();
    loadedRemoteModule.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a spinner, then the remote', async () => {
    loadRemoteModule.mockResolvedValue({ default: () => <p>remote content</p> });
    render(<RemoteMount id="admin/AnalyticsPage" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('remote content')).toBeInTheDocument();
  });

  it('renders a remote that already loaded in its first commit, with no spinner and no second load', () => {
    loadedRemoteModule.mockImplementation((id: string) =>
      id === 'marketing/Landing' ? { default: () => <h1>live landing</h1> } : undefined,
    );
    render(<RemoteMount id="marketing/Landing" />);
    expect(screen.getByRole('heading', { name: 'live landing' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('switching one mount to another module never gives the old component the new props', async () => {
    const Legal = ({ page }: { page?: string }) => {
      if (!page) throw new Error('Legal needs a page');
      return <h1>legal: {page}</h1>;
    };
    loadRemoteModule.mockResolvedValue({ default: Legal });
    const { rerender } = render(<RemoteMount id="marketing/Legal" props={{ page: 'privacy-policy' }} />);
    expect(await screen.findByRole('heading', { name: 'legal: privacy-policy' })).toBeInTheDocument();
    // Back to / on the same mount: the landing module has loaded before.
    loadedRemoteModule.mockImplementation((id: string) =>
      id === 'marketing/Landing' ? { default: () => <h1>live landing</h1> } : undefined,
    );
    rerender(<RemoteMount id="marketing/Landing" />);
    expect(await screen.findByRole('heading', { name: 'live landing' })).toBeInTheDocument();
    expect(screen.queryByText(/stopped with an error/)).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('says which part failed and retries for real', async () => {
    loadRemoteModule.mockRejectedValueOnce(new Error('The Education Center could not be loaded (offline).'));
    loadRemoteModule.mockResolvedValueOnce({ default: () => <p>library is back</p> });
    render(<RemoteMount id="library/LibraryRoutes" />);
    expect(await screen.findByRole('heading', { name: 'The Education Center could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The Education Center could not be loaded (offline).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('library is back')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    loadRemoteModule.mockResolvedValue({
      default: () => {
        throw new Error('exploded');
      },
    });
    render(
      <div>
        <p>shell still here</p>
        <RemoteMount id="admin/AnalyticsPage" />
      </div>,
    );
    expect(await screen.findByText('The analytics dashboard stopped with an error (exploded).')).toBeInTheDocument();
    expect(screen.getByText('shell still here')).toBeInTheDocument();
  });

  it('passes props to the exposed component', async () => {
    loadRemoteModule.mockResolvedValue({ default: ({ page }: { page: string }) => <p>legal: {page}</p> });
    render(<RemoteMount id="marketing/Legal" props={{ page: 'privacy-policy' }} />);
    expect(await screen.findByText('legal: privacy-policy')).toBeInTheDocument();
  });
});
