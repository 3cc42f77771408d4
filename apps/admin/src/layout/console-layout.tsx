/**
 * The console's frame: react-admin's layout with a menu that lists the resources the role may see
 * (canAccess) and the pages that are not resources: the score audit and analytics.
 */
import type { ReactNode } from 'react';
import { SvgIcon } from '@mui/material';
import { useRowCheckboxLabels } from './row-checkbox-labels';
import { AppBar, CanAccess, Layout, Menu, useBasename, useGetIdentity, UserMenu } from 'react-admin';

// Material's "timeline" glyph, drawn here rather than pulling in the icon package for one icon.
function TimelineIcon() {
  return (
    <SvgIcon>
      <path d="M23 8c0 1.1-.9 2-2 2-.18 0-.35-.02-.51-.07l-3.56 3.55c.05.16.07.34.07.52 0 1.1-.9 2-2 2s-2-.9-2-2c0-.18.02-.36.07-.52l-2.55-2.55c-.16.05-.34.07-.52.07s-.36-.02-.52-.07l-4.55 4.56c.05.16.07.33.07.51 0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2c.18 0 .35.02.51.07l4.56-4.55C8.02 9.36 8 9.18 8 9c0-1.1.9-2 2-2s2 .9 2 2c0 .18-.02.36-.07.52l2.55 2.55c.16-.05.34-.07.52-.07s.36.02.52.07l3.55-3.56C19.02 8.35 19 8.18 19 8c0-1.1.9-2 2-2s2 .9 2 2z" />
    </SvgIcon>
  );
}

// Material's "bar chart" glyph.
function BarChartIcon() {
  return (
    <SvgIcon>
      <path d="M4 9h4v11H4zm12 4h4v7h-4zm-6-9h4v16h-4z" />
    </SvgIcon>
  );
}

function ConsoleMenu() {
  // Custom pages are not resources: their links need the console's base path themselves.
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <CanAccess resource="audit" action="list">
        <Menu.Item to={`${basename}/audit`} primaryText="Score audit" leftIcon={<TimelineIcon />} />
      </CanAccess>
      <CanAccess resource="analytics" action="list">
        <Menu.Item to={`${basename}/analytics`} primaryText="Analytics" leftIcon={<BarChartIcon />} />
      </CanAccess>
    </Menu>
  );
}

// react-admin names the account button "Profile" while it shows the moderator's name; a name that
// holds what is shown is what speech control users say to press it.
function ConsoleUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `${identity.fullName}, account` : 'Account'} />;
}

function ConsoleAppBar() {
  return <AppBar userMenu={<ConsoleUserMenu />} />;
}

export function ConsoleLayout({ children }: { readonly children: ReactNode }) {
  useRowCheckboxLabels();
  return (
    // A flex item is as wide as its widest content unless told otherwise: without `minWidth: 0` one
    // long table or unbroken code pushes the whole page past the window. Wide content scrolls in its card.
    <Layout
      menu={ConsoleMenu}
      appBar={ConsoleAppBar}
      sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      {children}
    </Layout>
  );
}
