/**
 * The Jinja template a visitor pastes into Home Assistant's Developer tools → Template: it prints their
 * home in the shape of SCHEMA.md §4 (floors, areas with aliases and floor, entities, notify services) as
 * one line of JSON for the playground's "Use my home". Kept here alone so the page (rendered at build
 * time), the docs and tests/site/home-template.test.ts all read the same text.
 *
 * Only functions Home Assistant defines are used (helpers/template/extensions/*.py): floors, floor_name,
 * floor_areas, areas, area_name, area_id (an entity without an area gets its device's, as HA resolves
 * it), states, device_id, device_attr, device_entities, integration_entities, slugify, to_json, and
 * `aliases` only where it exists (HA 2026.x). A template cannot list services, so `services` holds the
 * Companion app phones (legacy `notify.mobile_app_<device name>`), each with the person who carries it.
 */
export const homeTemplate = `{#- HomeDirective: your home as JSON for the playground. Nothing leaves Home Assistant until you copy it. -#}
{#- Home Assistant stops at 256 KiB of output: if it says the output is too large, remove domains you
    will not name (sensor and binary_sensor are usually the longest). -#}
{%- set domains = ['light', 'switch', 'fan', 'cover', 'climate', 'scene', 'binary_sensor', 'sensor', 'person', 'zone', 'sun'] -%}
{%- set ns = namespace(floors=[], areas=[], entities=[], services=[]) -%}
{%- for f in floors() -%}
  {%- set ns.floors = ns.floors + [{'floor_id': f, 'name': floor_name(f), 'aliases': aliases(f) if aliases is defined else []}] -%}
{%- endfor -%}
{%- for a in areas() -%}
  {%- set on = namespace(floor=none) -%}
  {%- for f in floors() if a in floor_areas(f) -%}{%- set on.floor = f -%}{%- endfor -%}
  {%- set ns.areas = ns.areas + [{'area_id': a, 'name': area_name(a), 'aliases': aliases(a) if aliases is defined else [], 'floor': on.floor}] -%}
{%- endfor -%}
{%- for s in states if s.domain in domains -%}
  {%- set entity = {'entity_id': s.entity_id, 'name': s.name, 'domain': s.domain, 'area': area_id(s.entity_id)} -%}
  {%- set dc = s.attributes.device_class | default(none) -%}
  {%- set ns.entities = ns.entities + [dict(entity, device_class=dc) if dc else entity] -%}
{%- endfor -%}
{%- for d in integration_entities('mobile_app') | map('device_id') | reject('none') | unique -%}
  {%- set phone = {'service': 'notify.mobile_app_' ~ (device_attr(d, 'name') | slugify), 'name': device_attr(d, 'name_by_user') or device_attr(d, 'name')} -%}
  {%- set mine = namespace(person=none) -%}
  {%- for p in states.person if device_entities(d) | select('in', p.attributes.device_trackers | default([])) | list -%}{%- set mine.person = p.entity_id -%}{%- endfor -%}
  {%- set ns.services = ns.services + [dict(phone, person=mine.person) if mine.person else phone] -%}
{%- endfor -%}
{{ {'floors': ns.floors, 'areas': ns.areas, 'entities': ns.entities, 'services': ns.services} | to_json }}`;
