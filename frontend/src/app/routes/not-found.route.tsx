import { useTranslation } from 'react-i18next';
import { PageNotFound } from '@/components/errors/page-not-found';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return <PageNotFound title={t('notFound.title')} subtitle={t('notFound.subtitle')} home={t('notFound.back')} testId="not-found" />;
}
