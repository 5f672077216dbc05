import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useOrganisation } from '@/features/organisations/api/organisations';
import { OrganisationSettings } from '@/features/organisations/components/organisation-settings';
import { profileSpacePath } from '@/features/organisations/lib/profile-space';
import { TransferBar } from '@/features/transfer/components/transfer-bar';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoadedPage } from './loaded-page';
import '@/features/organisations/organisations.css';

/** An organisation's settings (/o/<slug>/settings), for its members (a non-member finds nothing: 404). */
export default function OrganisationSettingsRoute() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('teams');
  const page = useOrganisation(slug);
  useDocumentTitle(page.data ? t('settings.pageTitle', { name: page.data.name }) : undefined);
  return (
    <LoadedPage page={page}>
      {(organisation) => (
        <div className="ss-page ss-page--narrow ss-stack" data-testid="organisation-settings-route">
          <Link to={profileSpacePath({ kind: 'organisation', slug: organisation.slug })}>
            <ArrowLeftOutlined aria-hidden="true" /> {t('settings.back', { name: organisation.name })}
          </Link>
          <h2 className="ss-teams-head__title">{t('settings.title', { name: organisation.name })}</h2>
          <OrganisationSettings organisation={organisation} renderTransfer={(slug) => <TransferBar organisation={slug} />} />
        </div>
      )}
    </LoadedPage>
  );
}
