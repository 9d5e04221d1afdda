import { HeaderAccount } from './HeaderAccount';
import { Logo } from './Logo';
import { MobileSearch } from './MobileSearch';
import { SearchForm } from './SearchForm';

export function Header({ name }: { name: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Logo name={name} />
        {/* Takes the room the name leaves, so the name is not cut while the search box has room to give. */}
        <div className="mx-auto hidden min-w-0 max-w-xl flex-1 md:block">
          <SearchForm />
        </div>
        <div className="ml-auto flex items-center md:ml-0">
          <MobileSearch />
          {/* As wide as the signed-in icons and menu, so nothing moves when the session arrives. */}
          <div className="flex min-w-[9.5rem] justify-end md:min-w-[14rem]">
            <HeaderAccount />
          </div>
        </div>
      </div>
    </header>
  );
}
