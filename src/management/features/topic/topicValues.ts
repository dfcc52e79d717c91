// A topic as the form holds it (strings and a switch) and back as the body the server takes, checked
// with the server's own schema: the contact data's fields each get their own message here, where the
// server names only `contactData` (its field errors stop at the first path segment).
import type { TSchema } from '@sinclair/typebox';
import type { MediaRef } from '../../../rules/types';
import { asRichText } from '../../../shared/management/richTextHtml';
import { fieldErrors, type FieldErrors } from '../../../shared/management/validate';
import { TOPIC_STATUSES, TopicBody, type Topic, type TopicStatus } from '../../../shared/management/topic';

export interface TopicValues extends Record<string, unknown> {
  name: string;
  category: string;
  status: TopicStatus;
  hasContact: boolean;
  contactName: string;
  department: string;
  email: string;
  phone: string;
  /** Html (the rich text field's); an older topic's plain text arrives as paragraphs. */
  furtherInfo: string;
  icon: MediaRef | null;
  image: MediaRef | null;
}

export const EMPTY_TOPIC: TopicValues = {
  name: '',
  category: '',
  status: 'optional',
  hasContact: false,
  contactName: '',
  department: '',
  email: '',
  phone: '',
  furtherInfo: '',
  icon: null,
  image: null,
};

export function valuesOf(topic: Topic): TopicValues {
  const c = topic.contactData;
  return {
    name: topic.name,
    category: topic.category,
    status: topic.status,
    hasContact: c !== null,
    contactName: c?.name ?? '',
    department: c?.department ?? '',
    email: c?.email ?? '',
    phone: c?.phone ?? '',
    furtherInfo: c?.furtherInfo ? asRichText(c.furtherInfo) : '',
    icon: topic.icon,
    image: topic.image,
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The body for POST /api/topics(/{id}): the icon and image by the id of their stored file. */
export function bodyOf(v: TopicValues): TopicBody {
  return {
    name: v.name.trim(),
    // An empty category takes the name, as the eight shipped topics have it.
    category: v.category.trim() || v.name.trim(),
    status: v.status,
    contactData: v.hasContact
      ? {
          name: v.contactName.trim(),
          department: orNull(v.department),
          email: orNull(v.email),
          phone: orNull(v.phone),
          furtherInfo: orNull(v.furtherInfo),
        }
      : null,
    iconId: v.icon?.id ?? null,
    imageId: v.image?.id ?? null,
  };
}

const contactSchema = (TopicBody.properties.contactData as unknown as { anyOf: TSchema[] }).anyOf[0]!;
const CONTACT_FIELDS: Record<string, keyof TopicValues> = {
  name: 'contactName',
  department: 'department',
  email: 'email',
  phone: 'phone',
  furtherInfo: 'furtherInfo',
};

export function validateTopic(v: TopicValues): FieldErrors {
  const body = bodyOf(v);
  const errors: FieldErrors = fieldErrors(TopicBody, { ...body, contactData: null });
  if (body.contactData)
    for (const [field, message] of Object.entries(fieldErrors(contactSchema, body.contactData)))
      errors[CONTACT_FIELDS[field] ?? field] = message;
  return errors;
}

export const isTopicStatus = (value: string): value is TopicStatus =>
  (TOPIC_STATUSES as readonly string[]).includes(value);
