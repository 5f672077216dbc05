import type { Auth } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { getFirebaseAuth, loadAuthSdk } from '@/lib/firebase';

export interface FirebaseHandles {
  auth: Auth;
  sdk: typeof import('firebase/auth');
}

/**
 * Loads Firebase Auth as soon as a sign-in screen shows, so a click can open a popup right away
 * (browsers block popups opened after a long wait).
 */
export function useFirebase(): { firebase: FirebaseHandles | null; failed: boolean } {
  const [firebase, setFirebase] = useState<FirebaseHandles | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    Promise.all([getFirebaseAuth(), loadAuthSdk()])
      .then(([auth, sdk]) => {
        if (active) setFirebase({ auth, sdk });
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, []);
  return { firebase, failed };
}
