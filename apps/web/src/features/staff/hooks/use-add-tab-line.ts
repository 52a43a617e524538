/**
 * A line being added to an open tab (components/tab-add-line.tsx): the item and its options, how many, the answers to
 * the required dine-in questions, and adding it under one key, so a retry after a lost answer is the same line.
 */
import type { CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { defaultSelections, missingRequiredGroups } from '@ordering/domain/cart/options';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuFileQuery, type StaffRestaurant } from '../api';
import { addStaffTabLine, requiredTabQuestions, type StaffTab, tabLineChoices } from '../tab-calls';

export function useAddTabLine(
  tab: StaffTab,
  restaurant: StaffRestaurant,
  now: () => Date,
  onAdded: () => void,
) {
  const { t } = useTranslation();
  const file = useQuery(menuFileQuery(restaurant.slug));
  const choices = file.data ? tabLineChoices(file.data) : [];
  const questions = file.data ? requiredTabQuestions(file.data) : [];
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [itemId, setItemId] = useState('');
  const [options, setOptions] = useState<CartOptionGroup[]>([]);
  const picked = choices.find((c) => c.item.id === itemId);
  const missing = picked ? missingRequiredGroups(picked.item.options, options) : [];
  const [quantity, setQuantity] = useState('1');
  // One key per line being added: a retry after a lost answer is the same line, never a second one.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const add = useMutation({
    mutationFn: () => {
      const choice = choices.find((c) => c.item.id === itemId);
      if (!choice) throw new Error('no item');
      return addStaffTabLine(restaurant.id, tab.id, {
        ...choice,
        options,
        quantity: Number.parseInt(quantity, 10),
        key,
        by: t('staff.tabs.staffLine'),
        at: now(),
        answers: questions.map((q) => ({
          id: q.id,
          answer: q.question_type === 'checkbox' ? [answers[q.id] ?? ''] : (answers[q.id] ?? ''),
        })),
      });
    },
    onSuccess: () => {
      setKey(crypto.randomUUID());
      onAdded();
    },
    onError: () => setKey(crypto.randomUUID()),
  });
  const pick = (id: string) => {
    setItemId(id);
    const next = choices.find((c) => c.item.id === id);
    setOptions(next ? defaultSelections(next.item.options) : []);
  };
  const qty = Number.parseInt(quantity, 10);
  const ready =
    itemId !== '' &&
    missing.length === 0 &&
    qty >= 1 &&
    qty <= 99 &&
    !questions.some((q) => !answers[q.id]) &&
    !add.isPending;
  return {
    choices,
    questions,
    answers,
    setAnswers,
    itemId,
    pick,
    picked,
    options,
    setOptions,
    missing,
    quantity,
    setQuantity,
    ready,
    add,
  };
}
