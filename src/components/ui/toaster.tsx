import { type CSSProperties, useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from '@/lib/notify';

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
  // Children's effects run first: by now sonner's Toaster has subscribed to new toasts.
  useEffect(() => toasterMounted(), []);
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
