/** The few line icons the app draws, inline (an icon font or set would outweigh the app). */
const Svg = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

export const TodayIcon = () => (
  <Svg d="M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
);
export const CalendarIcon = () => <Svg d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />;
export const LeaveIcon = () => <Svg d="M6 3h9l3 3v15H6zM9 12h6M9 16h4M14 3v4h4" />;
export const PersonIcon = () => <Svg d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0" />;
export const BackIcon = () => <Svg d="M15 5l-7 7 7 7" />;
export const NoteIcon = () => <Svg d="M5 4h14v12l-4 4H5zM15 20v-4h4M8 9h8M8 13h5" />;
export const ClockIcon = () => <Svg d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2" />;
