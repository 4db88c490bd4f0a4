import { darkTheme, type Theme } from '@rainbow-me/rainbowkit';
import tokens from '../../../../tailwind.config';

const { colors, fontFamily } = tokens.theme.extend;
const base = darkTheme({
  accentColor: colors.accent.DEFAULT,
  accentColorForeground: colors.accent.fg,
  borderRadius: 'medium',
  fontStack: 'system',
  overlayBlur: 'small',
});

/** RainbowKit's dark theme in our own colours and font, from the same tokens as the rest of the app. */
export const rainbowTheme: Theme = {
  ...base,
  colors: {
    ...base.colors,
    modalBackground: colors.surface,
    modalBorder: colors.line,
    modalText: colors.fg,
    modalTextSecondary: colors.muted,
    modalTextDim: colors.muted,
    modalBackdrop: 'rgba(4, 5, 8, 0.72)',
    generalBorder: colors.line,
    generalBorderDim: colors.line,
    actionButtonSecondaryBackground: colors.raised,
    closeButton: colors.muted,
    closeButtonBackground: colors.raised,
    menuItemBackground: colors.raised,
    profileForeground: colors.surface,
    profileAction: colors.raised,
    profileActionHover: colors['line-strong'],
    connectButtonBackground: colors.surface,
    connectButtonInnerBackground: colors.raised,
    connectButtonText: colors.fg,
    downloadTopCardBackground: colors.raised,
    downloadBottomCardBackground: colors.surface,
    error: colors.down,
    connectionIndicator: colors.up,
    standby: colors.warn,
  },
  fonts: { body: fontFamily.sans.join(', ') },
};
