import { useRef, useState, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ReportDialog } from './report-dialog';
import type { ReportTarget } from './report-menu';

/** The menu itself (a lazy chunk): opens at once on the click that loaded it; Report opens the dialog. */
export default function ReportMenuLoaded({ target, name, icon }: { target: ReportTarget; name: string; icon: ReactNode }) {
  const [reporting, setReporting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DropdownMenu.Root defaultOpen modal={false}>
        <DropdownMenu.Trigger ref={trigger} className="report-menu__trigger" aria-label={name}>
          {icon}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="rc-menu" align="end" sideOffset={4}>
            <DropdownMenu.Item className="rc-menu__item" onSelect={() => setReporting(true)}>
              Report
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {reporting && <ReportDialog target={target} onClose={() => setReporting(false)} returnFocus={() => trigger.current} />}
    </>
  );
}
