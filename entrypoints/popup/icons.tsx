/** The popup's own icons (the shared ones are components/app/icons.tsx), drawn inline and decorative only. */
import { ICON } from '@/components/app/icons';

/** "Open in a tab": a browser window. */
export function TabIcon() {
  return (
    <svg {...ICON} fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18" />
    </svg>
  );
}

/** "Open in the side panel": a window with a panel at its side. */
export function SidePanelIcon() {
  return (
    <svg {...ICON} fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M15 4v16" />
    </svg>
  );
}
