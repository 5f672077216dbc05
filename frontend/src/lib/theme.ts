import { theme, type ThemeConfig } from 'antd';
import type { ThemeName } from '@/stores/preferences.store';

/** Brand palette shared by antd's tokens and the app's own CSS variables (styles.css, `--ss-*`). */
const BRAND = '#4f46e5';
/** The brand colour as text on the dark theme's surfaces (7:1 on #141821). */
const DARK_BRAND_TEXT = '#9d9bff';

const shared: ThemeConfig['token'] = {
  colorPrimary: BRAND,
  colorInfo: BRAND,
  borderRadius: 10,
  fontFamily: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontFamilyCode: "'JetBrains Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
};

/**
 * antd's styles come built (components/antd/antd.css), not computed at run time: computing them was most of the
 * Profile's and Settings' start (hundreds of milliseconds of script and style insertion on a phone; issue 16's
 * Lighthouse runs). antd still writes the theme's tokens as CSS variables, which those styles read.
 */
const ZERO_RUNTIME = { zeroRuntime: true } as const;

export function themeConfig(name: ThemeName): ThemeConfig {
  if (name === 'dark') {
    return {
      ...ZERO_RUNTIME,
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
        // Text in the brand colour (links, selected tabs) and secondary text readable on the dark
        // surfaces (WCAG AA, 4.5:1 and more; the dark algorithm's own derivations reach 3.4:1).
        colorLink: DARK_BRAND_TEXT,
        colorLinkHover: '#b9b8ff',
        colorLinkActive: '#8a87f5',
        colorPrimaryText: DARK_BRAND_TEXT,
        colorPrimaryTextHover: '#b9b8ff',
        colorPrimaryTextActive: '#8a87f5',
        colorTextTertiary: '#9ca0a8',
        colorTextDescription: '#9ca0a8',
        colorTextPlaceholder: '#8c9099',
        // Danger text readable on the dark surfaces (5.3:1; the dark algorithm's #dc4446: 4.2:1).
        colorError: '#f0565a',
      },
      components: {
        Layout: { headerBg: '#10131a', siderBg: '#10131a', footerBg: 'transparent', bodyBg: '#0b0d12' },
        Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent', darkItemBg: 'transparent' },
        Tabs: { itemSelectedColor: DARK_BRAND_TEXT, itemHoverColor: '#b9b8ff', itemActiveColor: '#8a87f5', inkBarColor: DARK_BRAND_TEXT },
        // A filled danger button's words dark on that lighter red (5.3:1; white on it would be 3.4:1).
        Button: { colorLink: DARK_BRAND_TEXT, dangerColor: '#0b0d12' },
      },
    };
  }
  return {
    ...ZERO_RUNTIME,
    algorithm: theme.defaultAlgorithm,
    token: {
      ...shared,
      colorBgLayout: '#f5f6fb',
      colorBorderSecondary: '#eceef4',
      // Secondary text and placeholders at 4.5:1 or more on white (antd's defaults reach 3.4:1 and 1.9:1).
      colorTextTertiary: '#6b6b6b',
      colorTextDescription: '#6b6b6b',
      colorTextPlaceholder: '#737373',
      // Danger in red dark enough for WCAG AA both as text on white and under white text (4.6:1; antd's #ff4d4f: 3.3:1).
      colorError: '#d9363e',
    },
    components: {
      Layout: { headerBg: '#ffffff', siderBg: '#ffffff', footerBg: 'transparent', bodyBg: '#f5f6fb' },
      Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent' },
    },
  };
}
