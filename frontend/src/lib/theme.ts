import { theme, type ThemeConfig } from 'antd';
import type { ThemeName } from '@/stores/preferences.store';

/** Brand palette shared by antd's tokens and the app's own CSS variables (styles.css, `--ss-*`). */
const BRAND = '#4f46e5';

const shared: ThemeConfig['token'] = {
  colorPrimary: BRAND,
  colorInfo: BRAND,
  borderRadius: 10,
  fontFamily: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontFamilyCode: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
};

export function themeConfig(name: ThemeName): ThemeConfig {
  if (name === 'dark') {
    return {
      algorithm: theme.darkAlgorithm,
      token: {
        ...shared,
        colorPrimary: '#6d6af8',
        colorInfo: '#6d6af8',
        colorBgLayout: '#0b0d12',
        colorBgContainer: '#141821',
        colorBgElevated: '#1b202b',
        colorBorder: '#2b3140',
        colorBorderSecondary: '#222835',
      },
      components: {
        Layout: { headerBg: '#10131a', siderBg: '#10131a', footerBg: 'transparent', bodyBg: '#0b0d12' },
        Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent', darkItemBg: 'transparent' },
      },
    };
  }
  return {
    algorithm: theme.defaultAlgorithm,
    token: {
      ...shared,
      colorBgLayout: '#f5f6fb',
      colorBorderSecondary: '#eceef4',
    },
    components: {
      Layout: { headerBg: '#ffffff', siderBg: '#ffffff', footerBg: 'transparent', bodyBg: '#f5f6fb' },
      Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent' },
    },
  };
}
