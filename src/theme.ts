/** The purple antd theme of the app. */
import type { ThemeConfig } from 'antd';

export const PRIMARY = '#7c3aed';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorLink: PRIMARY,
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { bodyBg: '#f6f5fb', headerBg: '#ffffff', siderBg: '#ffffff' },
    Menu: { itemSelectedBg: '#ede9fe', itemSelectedColor: PRIMARY },
  },
};
