-- Fills the large catalogue's database with a large inbox (run by bench/large-catalogue-run.ts, once,
-- beside the catalogue's own fill): 100,000 inquiries over two years, filed in inbox_items as the
-- forms file them (4 in 10 contact messages, a quarter quotes, a quarter support tickets, one in ten
-- applications), from 20,000 people named as the catalogue's members are plus guests, each text two
-- to five sentences from a shop's usual questions; older items answered or closed, recent ones new or
-- in progress. The inquiries' own rows are left out: the list and its search read inbox_items only.
select setseed(0.27);

create temp table inbox_first as
  select row_number() over () - 1 as n, v as name from unnest(array[
    'Olivia','Liam','Emma','Noah','Ava','Elijah','Sophia','Lucas','Mia','Mateo','Isabella','Levi','Amelia','Ethan',
    'Harper','James','Evelyn','Henry','Abigail','Jack','Emily','Owen','Ella','Leo','Grace','Daniel','Chloe','Samuel',
    'Nora','Julian','Lily','Hannah','Aria','Maya','Priya','Wei','Yuki','Fatima','Omar','Ines']) v;
create temp table inbox_last as
  select row_number() over () - 1 as n, v as name from unnest(array[
    'Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez',
    'Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White',
    'Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott','Nguyen',
    'Patel','Kim','Okafor']) v;
create temp table inbox_sentences as select array[
  'Could you make this piece a little smaller for a child?',
  'I would love to engrave the date of our wedding on the back.',
  'Is it possible to add a birthstone, perhaps a small sapphire?',
  'My order has not arrived yet and the tracking has not moved for a week.',
  'The clasp on my bracelet came loose after a few days of wearing it.',
  'Do you ship to Canada, and how long does it usually take?',
  'I am looking for a matching pair for my sister and me.',
  'Can the chain be made longer, around twenty inches?',
  'What is the difference between the polished and the brushed finish?',
  'I would like a quote for the same design in white gold.',
  'We are planning an anniversary in the spring and want something unique.',
  'The pendant is beautiful but I need to change the delivery address.',
  'Could you tell me how heavy the silver version would be?',
  'I have attached a sketch of my grandmother''s ring for reference.',
  'Please let me know if you offer gift wrapping with a handwritten note.',
  'I have worked as a bench jeweler for six years, mostly stone setting.',
  'My portfolio shows casting, engraving and finishing work from my studio.',
  'I was charged twice for the same order and would like a refund.',
  'How should I clean a gold charm without scratching it?',
  'Our dog passed away last month and I want a paw print to remember him.',
  'Is the price the same if I choose rose gold instead of yellow gold?',
  'The engraving reads Sofia instead of Sophia, can it be corrected?',
  'I need the necklace before the twelfth of next month for a birthday.',
  'Would a hollow back make the piece lighter and less expensive?',
  'Thank you for the lovely work, my mother cried when she opened it.'] as s,
  array['Engraving','Sizing','Delivery','Clasp','Gift','Refund','Custom request','Chain length','Care','Finish'] as subjects,
  array['Lotus Pendant','Celtic Knot Charm','Paw Print Tag','Crescent Moon Charm','Compass Rose Pendant','Name Necklace',
        'Honeybee Charm','Mountain Bar','Heart Locket','Serpent Ring'] as designs,
  array['Craftsperson','Technology','Design','Customer Experience','Other'] as positions;

-- Person p is first[p % 40] last[(p / 40) % 40]; one in five writes as a guest from another domain.
insert into inbox_items (kind, source_id, name, email, subject, body, status, replies, created_at, updated_at)
select k.kind, gen_random_uuid(), f.name || ' ' || l.name,
       case when p % 5 = 0 then lower(f.name) || p || '@mail.example.net' else lower(f.name || '.' || l.name || p) || '@example.com' end,
       case k.kind when 'quote' then w.designs[1 + i % 10] when 'application' then w.positions[1 + i % 5] else w.subjects[1 + i % 10] end,
       (select string_agg(w.s[1 + (i * 7 + j * 11) % 25], ' ') from generate_series(1, 2 + i % 4) j),
       st.status, case when st.status in ('answered', 'closed') then 1 + i % 3 else 0 end,
       t.at, t.at + case when st.status = 'new' then interval '0' else interval '2 days' end
from generate_series(0, 99999) i
cross join inbox_sentences w
cross join lateral (select floor(20000 * power(random(), 1.4))::int + 0 * i as p) person
join inbox_first f on f.n = p % 40
join inbox_last l on l.n = (p / 40) % 40
cross join lateral (select case when i % 10 < 4 then 'contact' when i % 10 < 6 then 'quote' when i % 10 < 9 then 'ticket' else 'application' end as kind) k
cross join lateral (select now() - interval '730 days' + (i * (interval '730 days' / 100000)) + random() * interval '5 hours' as at) t
cross join lateral (select case
    when t.at < now() - interval '30 days' then case when i % 6 = 0 then 'answered' else 'closed' end
    when t.at < now() - interval '7 days' then (array['answered','answered','in_progress','closed'])[1 + i % 4]
    else (array['new','new','new','in_progress'])[1 + i % 4] end as status) st;
