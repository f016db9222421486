import { createContext, useContext, type ReactNode } from 'react';
import type { OverrideSession } from './overrideSession';

const OverrideSessionContext = createContext<OverrideSession | null>(null);

/** Provides the tab's override session, which the failure reporter also reads (see bootstrap.tsx). */
export function OverrideSessionProvider({ session, children }: { session: OverrideSession; children: ReactNode }) {
  return <OverrideSessionContext.Provider value={session}>{children}</OverrideSessionContext.Provider>;
}

export function useOverrideSession(): OverrideSession {
  const session = useContext(OverrideSessionContext);
  if (!session) throw new Error('useOverrideSession must be used inside <OverrideSessionProvider>');
  return session;
}
