/**
 * Settings of the data file this product cannot honour: the specification names them without saying what they do (a
 * point-of-sale integration, an integration type) or they ask for something no screen does. A file setting one is
 * refused at its path with what to do instead, so no setting is silently ignored; the default value is accepted.
 */
import type { z } from 'zod';

import type { dataFileShape } from './file-shape';
import type { OptionGroup } from './menu-schema';

/** The font families the web app serves from its own files (apps/web/src/features/restaurant/components/fonts.ts). */
export const HOSTED_FONT_FAMILIES = ['Inter', 'Lora', 'Poppins', 'Playfair Display'] as const;

export function isHostedFont(name: string): boolean {
  const key = name.trim().toLowerCase();
  return HOSTED_FONT_FAMILIES.some((family) => family.toLowerCase() === key);
}

/** What the owner reads for each refused setting (the server's catalogues say it in French too). */
const SAID = {
  posIntegrated: {
    message:
      'This product has no point-of-sale integration: orders reach the kitchen through the staff console. Set it to false or leave it out.',
  },
  integrationType: {
    message:
      'This product has no point-of-sale integration, so an integration type has no effect. Leave it out.',
  },
  menuDropdown: {
    message:
      'The menu screen shows every menu as a button above it, with no dropdown to open. Set it to false or leave it out.',
  },
  customQuantities: {
    message:
      'Option quantities are set with each value’s max_quantity and the group’s limit; custom_quantities has no effect. Leave it out.',
  },
  allowSections: {
    message:
      'A menu without sections lists its items in its own items; allow_sections: false has no effect. Leave it out.',
  },
  attachment: {
    message:
      'Menu attachments are not shown to diners. Put the document’s link in the menu’s description instead.',
  },
  internalName: {
    message:
      'An option group is shown to diners, staff and the kitchen by its name; internal_name has no effect. Leave it out.',
  },
  productId: {
    message: 'An option value is known by its id; product_id has no effect. Leave it out.',
  },
  optionGroupId: {
    message:
      'An option value belongs to the group that lists it, and its own group is its options; option_group_id and sub_option_group_id have no effect. Leave them out.',
  },
  autoRestock: {
    message:
      'Items are not restocked automatically: staff mark them available again from Menu & ordering. Set it to "disabled" or leave it out.',
  },
};

type File = z.output<typeof dataFileShape>;
type Path = (string | number)[];

export function checkUnsupportedSettings(file: File, ctx: z.RefinementCtx) {
  const refuse = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });
  const r = file.restaurant;
  if (r.pos_integrated) {
    refuse(['restaurant', 'pos_integrated'], SAID.posIntegrated.message);
  }
  for (const key of ['integration_type', 'integration_dine_in_type', 'integration_takeout_type'] as const) {
    if (r[key] !== null) {
      refuse(['restaurant', key], SAID.integrationType.message);
    }
  }
  if (r.app8_restaurant !== null && r.app8_restaurant !== String(r.id)) {
    refuse(
      ['restaurant', 'app8_restaurant'],
      `app8_restaurant is the restaurant id clients send to the server: it must be this file's id (${r.id}) or be left out.`,
    );
  }
  const c = file.menu_configuration;
  if (!c.use_default_fonts) {
    for (const key of ['primary_font', 'secondary_font'] as const) {
      const name = c[key];
      if (name !== null && !isHostedFont(name)) {
        refuse(
          ['menu_configuration', key],
          `The font "${name}" is not available. Available fonts: ${HOSTED_FONT_FAMILIES.join(', ')}.`,
        );
      }
    }
  }
  if (c.open_menu_dropdown_on_load) {
    refuse(['menu_configuration', 'open_menu_dropdown_on_load'], SAID.menuDropdown.message);
  }
  const checkGroups = (groups: readonly OptionGroup[], path: Path) => {
    groups.forEach((group, g) => {
      if (group.custom_quantities) {
        refuse([...path, 'options', g, 'custom_quantities'], SAID.customQuantities.message);
      }
      if (group.internal_name !== null) {
        refuse([...path, 'options', g, 'internal_name'], SAID.internalName.message);
      }
      group.values.forEach((value, v) => {
        const at: Path = [...path, 'options', g, 'values', v];
        if (value.product_id !== null) refuse([...at, 'product_id'], SAID.productId.message);
        for (const key of ['option_group_id', 'sub_option_group_id'] as const) {
          if (value[key] !== null) refuse([...at, key], SAID.optionGroupId.message);
        }
        checkGroups(value.options, at);
      });
    });
  };
  file.menus.forEach((menu, m) => {
    if (!menu.allow_sections) {
      refuse(['menus', m, 'allow_sections'], SAID.allowSections.message);
    }
    if (menu.attachment !== null) {
      refuse(['menus', m, 'attachment'], SAID.attachment.message);
    }
    const checkItem = (item: File['menus'][number]['items'][number], path: Path) => {
      if (item.auto_restock === 'enabled') {
        refuse([...path, 'auto_restock'], SAID.autoRestock.message);
      }
      checkGroups(item.options, path);
    };
    menu.sections.forEach((section, s) => {
      section.items.forEach((item, i) => {
        checkItem(item, ['menus', m, 'sections', s, 'items', i]);
      });
    });
    menu.items.forEach((item, i) => {
      checkItem(item, ['menus', m, 'items', i]);
    });
  });
}
