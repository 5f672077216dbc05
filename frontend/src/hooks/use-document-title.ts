import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to "<title> · Snipstack" once `title` is known (a page named by its data). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    if (title) document.title = `${title} · ${appName}`;
  }, [title, appName]);
}
