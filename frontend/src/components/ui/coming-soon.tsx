import { ArrowRightOutlined, CheckCircleTwoTone, RocketOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

interface ComingSoonProps {
  icon?: ReactNode;
  lead: string;
  features?: string[];
  extra?: ReactNode;
}

/** A finished-looking placeholder for a screen whose feature is on its way. */
export function ComingSoon({ icon, lead, features = [], extra }: ComingSoonProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Card className="ss-coming-soon" variant="borderless" data-testid="coming-soon">
      <div className="ss-coming-soon__art" aria-hidden="true" style={{ color: token.colorPrimary }}>
        {icon ?? <RocketOutlined />}
      </div>
      <Tag color="processing" className="ss-coming-soon__badge">
        {t('comingSoon.badge')}
      </Tag>
      <Typography.Title level={2} className="ss-coming-soon__title">
        {t('comingSoon.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="ss-coming-soon__lead">
        {lead}
      </Typography.Paragraph>
      {features.length > 0 && (
        <ul className="ss-coming-soon__features">
          {features.map((feature) => (
            <li key={feature}>
              <CheckCircleTwoTone twoToneColor={token.colorPrimary} /> {feature}
            </li>
          ))}
        </ul>
      )}
      {extra}
      <Button type="primary" size="large" icon={<ArrowRightOutlined />} iconPlacement="end" onClick={() => navigate('/')}>
        {t('comingSoon.backToBrowse')}
      </Button>
    </Card>
  );
}
