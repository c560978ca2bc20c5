/** The purple antd theme of the app. */
import type { ThemeConfig } from 'antd';

export const PRIMARY = '#7c3aed';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorLink: PRIMARY,
    colorInfo: PRIMARY,
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // antd's greys for secondary text and placeholders (3.4:1 and 1.8:1 on white) and its
    // status colours (2–3:1) fail WCAG AA; these reach 4.5:1 on white and on their tints.
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorError: '#cf1322',
    // A dark status colour would derive grey tints: keep antd's light ones behind tags and alerts.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    // Text of the preset tag colours the app uses, one or two shades darker than antd's.
    green7: '#237804',
    gold7: '#874d00',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    cyan7: '#006d75',
  },
  components: {
    Layout: { bodyBg: '#f6f5fb', headerBg: '#ffffff', siderBg: '#ffffff' },
    Menu: { itemSelectedBg: '#ede9fe', itemSelectedColor: PRIMARY },
  },
};
