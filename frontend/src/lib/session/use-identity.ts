import { useEffect, useState } from 'react';
import { type Identity, loadIdentity } from './identity';

/**
 * The sign-in flows, loaded as soon as a sign-in screen shows so a click can open a popup right away
 * (browsers block popups opened after a long wait). `identity` is null until Firebase has loaded.
 */
export function useIdentity(): { identity: Identity | null; failed: boolean } {
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    loadIdentity()
      .then((loaded) => {
        if (active) setIdentity(loaded);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, []);
  return { identity, failed };
}
