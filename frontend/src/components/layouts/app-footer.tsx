import { ApiOutlined, FileTextOutlined, HeartFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { serverLinks } from '@/lib/paths';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="ss-footer" data-testid="app-footer">
      <div className="ss-footer__inner">
        <span className="ss-footer__brand">
          © {new Date().getFullYear()} {t('footer.madeFor')}
        </span>
        <nav className="ss-footer__links" aria-label="Footer">
          <Link to="/">{t('footer.listing')}</Link>
          <a href={serverLinks.apiDocs} target="_blank" rel="noreferrer" data-testid="footer-api-docs">
            <ApiOutlined /> {t('footer.apiDocs')}
          </a>
          <a href={serverLinks.openapi} target="_blank" rel="noreferrer">
            <FileTextOutlined /> {t('footer.openapi')}
          </a>
          <a href={serverLinks.health} target="_blank" rel="noreferrer">
            <HeartFilled /> {t('footer.health')}
          </a>
        </nav>
      </div>
    </footer>
  );
}
