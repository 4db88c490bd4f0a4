import { type CSSProperties, useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';

/** sonner's dark theme in the app's own palette (tailwind.config.ts): inline variables win over its sheet. */
const PALETTE = {
  '--normal-bg': '#1a2029',
  '--normal-border': '#2a323e',
  '--normal-text': '#e7eaee',
  '--normal-bg-hover': '#2a323e',
  '--normal-border-hover': '#3a4452',
  '--gray11': '#98a2b3',
} as CSSProperties;

/** The lazily loaded half of ToastHost: sonner's Toaster, mounted once. */
export default function Toaster() {
  // sonner's store outlives this component: a Toaster mounted later (a test's next render) would
  // replay what this one still showed. The app's never unmounts.
  useEffect(() => () => void toast.dismiss(), []);
  return (
    <SonnerToaster
      theme="dark"
      position="bottom-right"
      closeButton
      visibleToasts={4}
      // The region's name ("Notifications alt+T": sonner adds its hotkey) is what the e2e specs find.
      containerAriaLabel="Notifications"
      style={PALETTE}
    />
  );
}
