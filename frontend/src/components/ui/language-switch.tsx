import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from '@/lib/i18n';
import { LANGUAGES, usePreferencesStore } from '@/stores/preferences.store';
import { Button } from './button';
import { MenuButton } from './menu-button';

/** Language switch: a button (aria-label "Language" / "Idioma") opening a menu of "English" and "Español". */
export function LanguageSwitch({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation();
  const language = usePreferencesStore((state) => state.language);
  const setLanguage = usePreferencesStore((state) => state.setLanguage);

  // The other languages' texts are fetched when the switch is reached, so that choosing one is instant.
  const prefetch = () => {
    for (const option of LANGUAGES) if (option.id !== language.id) void loadLanguage(option.id).catch(() => undefined);
  };

  return (
    <MenuButton
      onSelect={(key) => setLanguage(key as (typeof LANGUAGES)[number]['id'])}
      items={LANGUAGES.map((option) => ({
        key: option.id,
        lang: option.id,
        label: option.name,
        selected: option.id === language.id,
        'data-testid': `language-option-${option.id}`,
        extra: option.id === language.id ? <CheckOutlined /> : undefined,
      }))}
      trigger={(props) => (
        <Button
          {...props}
          type="text"
          icon={<GlobalOutlined />}
          aria-label={showName ? t('header.languageNamed', { name: language.name }) : t('header.language')}
          title={t('header.language')}
          data-testid="language-switch"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          className="ss-header-button"
        >
          {showName ? <span className="ss-hide-sm">{language.name}</span> : undefined}
        </Button>
      )}
    />
  );
}
