import { useTranslation } from 'react-i18next';

/** The restaurant's menus as a row of buttons (more than one, not at a hub: its kitchens' list chooses there). */
export function MenuTabs({
  menus,
  selectedId,
  onSelect,
}: {
  menus: readonly { id: string; slug: string; name: string }[];
  selectedId: string | undefined;
  onSelect: (slug: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('menu.menus')} className="no-scrollbar mt-4 flex gap-2 overflow-x-auto">
      {menus.map((m) => (
        <button
          key={m.id}
          type="button"
          aria-current={m.id === selectedId ? 'true' : undefined}
          onClick={() => onSelect(m.slug)}
          className={`whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand ${
            m.id === selectedId ? 'border-brand bg-brand text-brand-contrast' : 'border-line bg-surface'
          }`}
        >
          {m.name}
        </button>
      ))}
    </nav>
  );
}
