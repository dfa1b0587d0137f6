import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { Spinner, markContentReady } from '@app/shared';
import { remoteLabels, remoteOf, type RemoteModuleId, type RemoteModules } from '@app/shared/contracts';
import { loadRemoteModule, loadedRemoteModule } from '../remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

type MountState =
  | { status: 'loading'; id: RemoteModuleId }
  | { status: 'ready'; id: RemoteModuleId; Component: ComponentType<Record<string, unknown>> }
  | { status: 'failed'; id: RemoteModuleId; message: string };

/** Ready at once when the module has already loaded (the landing page waits for its remote before the first render). */
function initialState(id: RemoteModuleId): MountState {
  const mod = loadedRemoteModule(id);
  return mod ? { status: 'ready', id, Component: mod.default as ComponentType<Record<string, unknown>> } : { status: 'loading', id };
}

interface RemoteMountProps<K extends RemoteModuleId> {
  id: K;
  props?: ComponentProps<RemoteModules[K]['default']>;
  /** Small inline fallback (floating widgets) instead of a page-sized one. */
  compact?: boolean;
  /** What shows while the remote loads; a spinner by default. */
  loading?: React.ReactNode;
}

/** Mounts one exposed module: time-out, error boundary and a Retry that really retries. */
export function RemoteMount<K extends RemoteModuleId>({ id, props, compact = false, loading }: RemoteMountProps<K>) {
  const remote = remoteOf(id);
  const [attempt, setAttempt] = useState(0);
  const [stored, setState] = useState<MountState>(() => initialState(id));
  // The route table may reuse one mount for another module (from a legal page back to /): a
  // state about the previous module is stale, and its component must not get the new props.
  const state = stored.id === id ? stored : initialState(id);

  useEffect(() => {
    let active = true;
    if (attempt === 0 && loadedRemoteModule(id)) {
      setState((current) => (current.id === id && current.status === 'ready' ? current : initialState(id)));
      return;
    }
    setState({ status: 'loading', id });
    loadRemoteModule(id).then(
      (mod) => active && setState({ status: 'ready', id, Component: mod.default as ComponentType<Record<string, unknown>> }),
      (error: unknown) => active && setState({ status: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      active = false;
    };
  }, [id, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <>{loading ?? <Spinner label="Loading..." />}</>;
  if (state.status === 'failed') {
    markContentReady();
    return <RemoteFallback label={remoteLabels[remote]} message={state.message} onRetry={retry} compact={compact} />;
  }
  const { Component } = state;
  return (
    <RemoteErrorBoundary
      key={`${id}#${attempt}`}
      onError={(error) =>
        setState({ status: 'failed', id, message: `The ${remoteLabels[remote]} stopped with an error (${error.message}).` })
      }
    >
      {/* A wrapper, not a sibling: the landing hydrates over marketing's pre-render, which renders no such sibling. */}
      <MarkContentReady>
        <Component {...((props ?? {}) as Record<string, unknown>)} />
      </MarkContentReady>
    </RemoteErrorBoundary>
  );
}

/** Wraps the remote's tree: a parent's effect runs once its children's tree has committed. */
function MarkContentReady({ children }: { children: React.ReactNode }) {
  useEffect(() => markContentReady(), []);
  return children;
}
