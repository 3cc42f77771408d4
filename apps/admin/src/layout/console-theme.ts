/**
 * The console's light theme: react-admin's own, with colours that every text on them can be read
 * against (WCAG AA, 4.5:1): the app bar, buttons, links and status chips are darker than Material's
 * defaults, and an empty list's message is not faded. The dark theme stays react-admin's.
 */
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const consoleLightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    // Blue 800: 5.7:1 with white, 5.5:1 on the page's background.
    primary: { main: '#1565c0', contrastText: '#fff' },
    // The app bar: blue 900, 8.6:1 with white.
    secondary: { light: '#5e92f3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
    success: { main: '#1b5e20', contrastText: '#fff' },
    warning: { main: '#9a4a00', contrastText: '#fff' },
    error: { main: '#b71c1c', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    RaEmpty: {
      styleOverrides: {
        root: {
          // react-admin fades the whole message to half its colour (2.7:1); the secondary text colour reads.
          '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.66)' },
        },
      },
    },
  },
};
