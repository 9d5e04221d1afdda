'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Icon } from '@/components/icons/Icon';
import { useProfile } from '@/lib/client/account';
import { importWhenOnline } from '@/lib/client/import-when-online';
import { useSignOut } from '@/lib/client/session';
import { profileDisplayName } from '@/lib/domain/buyer';

/** Where the 28 px picture goes, so that it takes the icon's place without moving the header's links. */
const AVATAR_SIZE = 28;
const userIcon = (
  <span className="grid shrink-0 place-items-center" style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}>
    <Icon name="user" width={20} height={20} />
  </span>
);

/**
 * The picture comes with next/image, fetched once a signed-in buyer's profile is in: in the session
 * parts' chunks, every visitor's page fetched it (17 kB), and the product page a second copy beside
 * its gallery's.
 */
const Avatar = dynamic(() => importWhenOnline(() => import('@/components/profile/Avatar')).then((module) => module.Avatar), {
  ssr: false,
  loading: () => userIcon,
});

const LINKS = [
  { href: '/order', label: 'Orders' },
  { href: '/transaction', label: 'Transactions' },
  { href: '/profile', label: 'Profile' },
  { href: '/support', label: 'Support' },
] as const;

/**
 * The signed-in buyer's Account dropdown, shown with their picture or initials once the profile
 * loads: opens on hover with a mouse, on tap with touch, by
 * keyboard with Enter/Space; closes on an outside click, on Escape and when focus leaves it.
 */
export function AccountMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Set while a mouse hover opened the menu, so the click that follows does not shut it again.
  const hoverOpened = useRef(false);
  const menuId = useId();
  const signOut = useSignOut();
  const { data: profile } = useProfile();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Back to the button only from inside the menu: one opened by hovering must not pull the
      // focus out of the search box the buyer is typing in.
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  function hover(event: PointerEvent, entering: boolean) {
    if (event.pointerType !== 'mouse') return;
    hoverOpened.current = entering;
    setOpen(entering);
  }

  function toggle() {
    if (hoverOpened.current) {
      hoverOpened.current = false;
      setOpen(true);
      return;
    }
    setOpen((value) => !value);
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => hover(event, true)}
      onPointerLeave={(event) => hover(event, false)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        className="flex items-center gap-1 rounded-md px-2 py-2 font-medium text-stone-800 hover:bg-stone-100"
      >
        {profile ? (
          <Avatar src={profile.profilePictureUrl} name={profileDisplayName(profile)} size={AVATAR_SIZE} />
        ) : (
          userIcon
        )}
        {/* Icon-only on phones, where the header has no room for the word. */}
        <span className="sr-only sm:not-sr-only">Account</span>
        <span className="sr-only">{name ? ` for ${name}` : ''}</span>
        <Icon name="chevronDown" width={16} height={16} className={open ? 'rotate-180' : ''} />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-40 mt-0 w-48 rounded-md border border-stone-200 bg-white py-1 shadow-lg"
      >
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-stone-800 hover:bg-brand-50 focus:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
        <li className="border-t border-stone-100">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
            className="block w-full px-4 py-2 text-left text-stone-800 hover:bg-brand-50 focus:bg-brand-50"
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
