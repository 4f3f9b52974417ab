/**
 * The one tab set of the site, over @radix-ui/react-tabs: roles, aria-selected, aria-controls,
 * arrow-key / Home / End navigation and a labelled tab panel come from Radix.
 * Imported as `@receipts/shared/tabs`, never from `@receipts/shared` (and so not from ./index.ts): the
 * shell's first load does not carry Radix Tabs; each remote that shows tabs bundles it.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
}

export interface TabsProps<V extends string = string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<V>[];
  /** Controlled value; without it the first tab (or `defaultValue`) starts selected. */
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** 'pill': the selected tab is a primary button; 'underline': ghost buttons, the selected one underlined. */
  variant?: 'pill' | 'underline';
  listClassName?: string;
  listStyle?: CSSProperties;
  /** The selected tab's panel. */
  children: (value: V) => ReactNode;
}

export function Tabs<V extends string = string>({
  label,
  tabs,
  value,
  defaultValue,
  onValueChange,
  variant = 'pill',
  listClassName,
  listStyle,
  children,
}: TabsProps<V>) {
  const [own, setOwn] = useState<V | undefined>(defaultValue ?? tabs[0]?.value);
  const current = value ?? own ?? tabs[0]?.value;
  const change = (next: string) => {
    setOwn(next as V);
    onValueChange?.(next as V);
  };
  return (
    <RadixTabs.Root value={current} onValueChange={change} activationMode="automatic" className="rc-tabs">
      <RadixTabs.List aria-label={label} className={`rc-tabs__list ${listClassName ?? ''}`.trim()} style={listStyle}>
        {tabs.map((tab) => {
          const selected = tab.value === current;
          const look = variant === 'pill' && selected ? 'rc-button--primary' : 'rc-button--ghost';
          return (
            <RadixTabs.Trigger key={tab.value} value={tab.value} className={`rc-button ${look} rc-tabs__tab`}>
              {tab.label}
            </RadixTabs.Trigger>
          );
        })}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="rc-tabs__panel">
          {tab.value === current && children(tab.value)}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

export { tabSlug, useChoiceParam, useTabParam } from './use-tab-param';
