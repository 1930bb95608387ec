/** Inline icons (Bootstrap Icons paths, MIT); decorative, so hidden from assistive technology. */
type TIconProps = { size?: number; className?: string };

function Svg({ size = 24, className, children }: TIconProps & { children: React.ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function IconFileCheck(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M10.854 6.146a.5.5 0 0 1 0 .708l-3 3a.5.5 0 0 1-.708 0l-1.5-1.5a.5.5 0 1 1 .708-.708L7.5 8.793l2.646-2.647a.5.5 0 0 1 .708 0" />
      <path d="M4 0a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V2a2 2 0 0 0-2-2zm0 1h8a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1" />
    </Svg>
  );
}

export function IconPen(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="m13.498.795.149-.149a1.207 1.207 0 1 1 1.707 1.708l-.149.148a1.5 1.5 0 0 1-.059 2.059L4.854 14.854a.5.5 0 0 1-.233.131l-4 1a.5.5 0 0 1-.606-.606l1-4a.5.5 0 0 1 .131-.232l9.642-9.642a.5.5 0 0 0-.642.056L6.854 4.854a.5.5 0 1 1-.708-.708L9.44.854A1.5 1.5 0 0 1 11.5.796a1.5 1.5 0 0 1 1.998-.001m-.644.766a.5.5 0 0 0-.707 0L1.95 11.756l-.764 3.057 3.057-.764L14.44 3.854a.5.5 0 0 0 0-.708z" />
    </Svg>
  );
}

export function IconFolder(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M.54 3.87.5 3a2 2 0 0 1 2-2h3.672a2 2 0 0 1 1.414.586l.828.828A2 2 0 0 0 9.828 3h3.982a2 2 0 0 1 1.992 2.181l-.637 7A2 2 0 0 1 13.174 14H2.826a2 2 0 0 1-1.991-1.819l-.637-7a2 2 0 0 1 .342-1.31zM2.19 4a1 1 0 0 0-.996 1.09l.637 7a1 1 0 0 0 .995.91h10.348a1 1 0 0 0 .995-.91l.637-7A1 1 0 0 0 13.81 4zm4.69-1.707A1 1 0 0 0 6.172 2H2.5a1 1 0 0 0-1 .981l.006.139q.323-.119.684-.12h5.396z" />
    </Svg>
  );
}

export function IconArchive(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M0 2a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1v7.5a2.5 2.5 0 0 1-2.5 2.5h-9A2.5 2.5 0 0 1 1 12.5V5a1 1 0 0 1-1-1zm2 3v7.5A1.5 1.5 0 0 0 3.5 14h9a1.5 1.5 0 0 0 1.5-1.5V5zm13-3H1v2h14zM5 7.5a.5.5 0 0 1 .5-.5h5a.5.5 0 0 1 0 1h-5a.5.5 0 0 1-.5-.5" />
    </Svg>
  );
}

export function IconHourglass(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M2 1.5a.5.5 0 0 1 .5-.5h11a.5.5 0 0 1 0 1h-1v1a4.5 4.5 0 0 1-2.557 4.06c-.29.139-.443.377-.443.59v.7c0 .213.154.451.443.59A4.5 4.5 0 0 1 12.5 13v1h1a.5.5 0 0 1 0 1h-11a.5.5 0 1 1 0-1h1v-1a4.5 4.5 0 0 1 2.557-4.06c.29-.139.443-.377.443-.59v-.7c0-.213-.154-.451-.443-.59A4.5 4.5 0 0 1 3.5 3V2h-1a.5.5 0 0 1-.5-.5m2.5.5v1a3.5 3.5 0 0 0 1.989 3.158c.533.256 1.011.791 1.011 1.491v.702c0 .7-.478 1.235-1.011 1.491A3.5 3.5 0 0 0 4.5 13v1h7v-1a3.5 3.5 0 0 0-1.989-3.158C8.978 9.586 8.5 9.052 8.5 8.351v-.702c0-.7.478-1.235 1.011-1.491A3.5 3.5 0 0 0 11.5 3V2z" />
    </Svg>
  );
}

export function IconCheckCircle(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16" />
      <path d="m10.97 4.97-.02.022-3.473 4.425-2.093-2.094a.75.75 0 0 0-1.06 1.06L6.97 11.03a.75.75 0 0 0 1.079-.02l3.992-4.99a.75.75 0 0 0-1.071-1.05" />
    </Svg>
  );
}

export function IconArrowRepeat(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M11.534 7h3.932a.25.25 0 0 1 .192.41l-1.966 2.36a.25.25 0 0 1-.384 0l-1.966-2.36a.25.25 0 0 1 .192-.41m-11 2h3.932a.25.25 0 0 0 .192-.41L2.692 6.23a.25.25 0 0 0-.384 0L.342 8.59A.25.25 0 0 0 .534 9" />
      <path d="M8 3c-1.552 0-2.94.707-3.857 1.818a.5.5 0 1 1-.771-.636A6.002 6.002 0 0 1 13.917 7H12.9A5 5 0 0 0 8 3M3.1 9a5.002 5.002 0 0 0 8.757 2.182.5.5 0 1 1 .771.636A6.002 6.002 0 0 1 2.083 9z" />
    </Svg>
  );
}

export function IconExclamationTriangle(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M7.938 2.016A.13.13 0 0 1 8.002 2a.13.13 0 0 1 .063.016.15.15 0 0 1 .054.057l6.857 11.667c.036.06.035.124.002.183a.2.2 0 0 1-.054.06.1.1 0 0 1-.066.017H1.146a.1.1 0 0 1-.066-.017.2.2 0 0 1-.054-.06.18.18 0 0 1 .002-.183L7.884 2.073a.15.15 0 0 1 .054-.057m1.044-.45a1.13 1.13 0 0 0-1.96 0L.165 13.233c-.457.778.091 1.767.98 1.767h13.713c.889 0 1.438-.99.98-1.767z" />
      <path d="M7.002 12a1 1 0 1 1 2 0 1 1 0 0 1-2 0M7.1 5.995a.905.905 0 1 1 1.8 0l-.35 3.507a.552.552 0 0 1-1.1 0z" />
    </Svg>
  );
}

export function IconXCircle(props: TIconProps) {
  return (
    <Svg {...props}>
      <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16" />
      <path d="M4.646 4.646a.5.5 0 0 1 .708 0L8 7.293l2.646-2.647a.5.5 0 0 1 .708.708L8.707 8l2.647 2.646a.5.5 0 0 1-.708.708L8 8.707l-2.646 2.647a.5.5 0 0 1-.708-.708L7.293 8 4.646 5.354a.5.5 0 0 1 0-.708" />
    </Svg>
  );
}

export function IconArrowUp(props: TIconProps) {
  return (
    <Svg {...props}>
      <path
        fillRule="evenodd"
        d="M8 15a.5.5 0 0 0 .5-.5V2.707l3.146 3.147a.5.5 0 0 0 .708-.708l-4-4a.5.5 0 0 0-.708 0l-4 4a.5.5 0 1 0 .708.708L7.5 2.707V14.5a.5.5 0 0 0 .5.5"
      />
    </Svg>
  );
}

export function IconArrowLeft(props: TIconProps) {
  return (
    <Svg {...props}>
      <path
        fillRule="evenodd"
        d="M15 8a.5.5 0 0 0-.5-.5H2.707l3.147-3.146a.5.5 0 1 0-.708-.708l-4 4a.5.5 0 0 0 0 .708l4 4a.5.5 0 0 0 .708-.708L2.707 8.5H14.5A.5.5 0 0 0 15 8"
      />
    </Svg>
  );
}

export function IconBoxArrowRight(props: TIconProps) {
  return (
    <Svg {...props}>
      <path
        fillRule="evenodd"
        d="M10 12.5a.5.5 0 0 1-.5.5h-8a.5.5 0 0 1-.5-.5v-9a.5.5 0 0 1 .5-.5h8a.5.5 0 0 1 .5.5v2a.5.5 0 0 0 1 0v-2A1.5 1.5 0 0 0 9.5 2h-8A1.5 1.5 0 0 0 0 3.5v9A1.5 1.5 0 0 0 1.5 14h8a1.5 1.5 0 0 0 1.5-1.5v-2a.5.5 0 0 0-1 0z"
      />
      <path
        fillRule="evenodd"
        d="M15.854 8.354a.5.5 0 0 0 0-.708l-3-3a.5.5 0 0 0-.708.708L14.293 7.5H5.5a.5.5 0 0 0 0 1h8.793l-2.147 2.146a.5.5 0 0 0 .708.708z"
      />
    </Svg>
  );
}

/** Line icons drawn for this app on the same 16-unit grid. */
function LineSvg({ size = 24, className, children }: TIconProps & { children: React.ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function IconSearch(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <circle cx="6.75" cy="6.75" r="4.75" />
      <path d="m10.25 10.25 4 4" />
    </LineSvg>
  );
}

export function IconX(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <path d="m4 4 8 8M12 4l-8 8" />
    </LineSvg>
  );
}

export function IconPlus(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <path d="M8 2.5v11M2.5 8h11" />
    </LineSvg>
  );
}

export function IconThreeDots(props: TIconProps) {
  return (
    <Svg {...props}>
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </Svg>
  );
}

export function IconDownload(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <path d="M8 1.75v8.5M4.75 7 8 10.25 11.25 7M2 11.5v1.25A1.25 1.25 0 0 0 3.25 14h9.5A1.25 1.25 0 0 0 14 12.75V11.5" />
    </LineSvg>
  );
}

export function IconClockHistory(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 4.5V8l2.5 1.5" />
    </LineSvg>
  );
}

export function IconCopy(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <rect x="5" y="5" width="9" height="9" rx="1.5" />
      <path d="M11 2.75A1.25 1.25 0 0 0 9.75 1.5h-6.5A1.25 1.25 0 0 0 2 2.75v6.5A1.25 1.25 0 0 0 3.25 10.5" />
    </LineSvg>
  );
}

export function IconPencil(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <path d="M11 2.5 13.5 5 5.5 13H3v-2.5zM9.5 4 12 6.5" />
    </LineSvg>
  );
}

export function IconEye(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <path d="M1.25 8S3.75 3.25 8 3.25 14.75 8 14.75 8 12.25 12.75 8 12.75 1.25 8 1.25 8" />
      <circle cx="8" cy="8" r="2" />
    </LineSvg>
  );
}

export function IconTrash(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <path d="M2.5 4h11M6.25 4V2.5h3.5V4M4 4l.6 9.1a1 1 0 0 0 1 .9h4.8a1 1 0 0 0 1-.9L12 4M6.75 6.75v4.5M9.25 6.75v4.5" />
    </LineSvg>
  );
}

export function IconSliders(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <path d="M2 4h7M12 4h2M2 12h2M7 12h7" />
      <circle cx="10.5" cy="4" r="1.5" />
      <circle cx="5.5" cy="12" r="1.5" />
    </LineSvg>
  );
}

export function IconPersonPlus(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <circle cx="6" cy="5" r="2.75" />
      <path d="M1.5 14c0-2.5 2-4.25 4.5-4.25s4.5 1.75 4.5 4.25M12.75 5.5v4M10.75 7.5h4" />
    </LineSvg>
  );
}

export function IconPerson(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <circle cx="8" cy="5" r="2.75" />
      <path d="M3 14c0-2.75 2.25-4.5 5-4.5s5 1.75 5 4.5" />
    </LineSvg>
  );
}

export function IconInbox(props: TIconProps) {
  return (
    <LineSvg {...props}>
      <path d="M1.75 9.25 3.5 3.25h9l1.75 6v3.5a1 1 0 0 1-1 1H2.75a1 1 0 0 1-1-1zM1.75 9.25h3.5l1 1.75h3.5l1-1.75h3.5" />
    </LineSvg>
  );
}

export function IconCheck(props: TIconProps) {
  return (
    <Svg size={16} {...props}>
      <path d="M13.854 3.646a.5.5 0 0 1 0 .708l-7 7a.5.5 0 0 1-.708 0l-3.5-3.5a.5.5 0 1 1 .708-.708L6.5 10.293l6.646-6.647a.5.5 0 0 1 .708 0" />
    </Svg>
  );
}

export function IconLock(props: TIconProps) {
  return (
    <Svg size={16} {...props}>
      <path d="M8 1a2 2 0 0 1 2 2v4H6V3a2 2 0 0 1 2-2m3 6V3a3 3 0 0 0-6 0v4a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2M5 8h6a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1" />
    </Svg>
  );
}

export function IconArrowRight(props: TIconProps) {
  return (
    <Svg size={16} {...props}>
      <path
        fillRule="evenodd"
        d="M1 8a.5.5 0 0 1 .5-.5h11.793l-3.147-3.146a.5.5 0 0 1 .708-.708l4 4a.5.5 0 0 1 0 .708l-4 4a.5.5 0 0 1-.708-.708L13.293 8.5H1.5A.5.5 0 0 1 1 8"
      />
    </Svg>
  );
}

export function IconSlashCircle(props: TIconProps) {
  return (
    <Svg size={16} {...props}>
      <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16" />
      <path d="M11.354 4.646a.5.5 0 0 0-.708 0l-6 6a.5.5 0 0 0 .708.708l6-6a.5.5 0 0 0 0-.708" />
    </Svg>
  );
}

export function IconInfo(props: TIconProps) {
  return (
    <Svg size={16} {...props}>
      <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16" />
      <path d="m8.93 6.588-2.29.287-.082.38.45.083c.294.07.352.176.288.469l-.738 3.468c-.194.897.105 1.319.808 1.319.545 0 1.178-.252 1.465-.598l.088-.416c-.2.176-.492.246-.686.246-.275 0-.375-.193-.304-.533zM9 4.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0" />
    </Svg>
  );
}
