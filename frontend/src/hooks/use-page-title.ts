import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface RouteHandle {
  /** i18n key (namespace common) of the page title */
  titleKey: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return !!handle && typeof handle === 'object' && typeof (handle as RouteHandle).titleKey === 'string';
}

/** The current route's translated title; also keeps `document.title` in step ("<title> · Snipstack"). */
export function usePageTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.titleKey) : t('app.name');
  const appName = t('app.name');

  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);

  return title;
}
