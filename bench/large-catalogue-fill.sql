-- Fills a migrated, empty shop database with a large catalogue (run by bench/large-catalogue-run.ts):
-- 100,000 designs over the nine categories (a quarter public catalogue pieces, the rest generated),
-- reviews on a third of them, 20,000 members and 1,000,000 orders from 700,000 paid checkouts over
-- two years (members and guests, statuses by age, shipped ones with carrier and tracking number).
-- Set-based (generate_series, INSERT ... SELECT) so it takes minutes; setseed makes it repeatable.
select setseed(0.42);

create temp table first_names as
  select row_number() over () - 1 as n, v as name from unnest(array[
    'Olivia','Liam','Emma','Noah','Ava','Elijah','Sophia','Lucas','Mia','Mateo','Isabella','Levi','Amelia','Ethan',
    'Harper','James','Evelyn','Henry','Abigail','Jack','Emily','Owen','Ella','Leo','Grace','Daniel','Chloe','Samuel',
    'Nora','Julian','Lily','Hannah','Aria','Maya','Priya','Wei','Yuki','Fatima','Omar','Ines']) v;
create temp table last_names as
  select row_number() over () - 1 as n, v as name from unnest(array[
    'Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez',
    'Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White',
    'Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott','Nguyen',
    'Patel','Kim','Okafor']) v;

-- Members: member i is first_names[i % 40] last_names[(i / 40) % 40], nine in ten confirmed.
create temp table members as
  select i as n, gen_random_uuid() as id, f.name || ' ' || l.name as full_name,
         lower(f.name || '.' || l.name || i) || '@example.com' as email
  from generate_series(0, 19999) i
  join first_names f on f.n = i % 40
  join last_names l on l.n = (i / 40) % 40;
create unique index on members (n);

insert into users (id, email, password_hash, role, email_confirmed_at, created_at, updated_at)
select id, email, '$argon2id$v=19$m=19456,t=2,p=1$bench$bench', 'customer',
       case when n % 10 <> 0 then now() - interval '700 days' + (n * interval '30 minutes') end,
       now() - interval '730 days' + (n * interval '30 minutes'), now()
from members;

-- Designs: d % 9 picks the category, every fourth one is a public catalogue piece.
create temp table design_words as select array['Fox','Owl','Heart','Star','Moon','Rose','Anchor','Tree','Wave',
  'Paw','Feather','Key','Compass','Lotus','Crown','Bee','Serpent','Sun','Leaf','Mountain'] as nouns,
  array['Celtic','Gothic','Floral','Celestial','Baroque','Minimalist','Ornate','Geometric','Filigree','Abstract'] as styles,
  array['science-medical','pets-animals','symbols-myth','nature-elements','sports-hobbies','engagement','necklaces',
        'earrings','bracelets'] as categories,
  array['Yellow Gold','White Gold','Rose Gold','Sterling Silver'] as metals;

insert into designs (id, name, description, prompt, design_style, metal, finish, category, form, seed, image_url,
                     silver_image_url, price_cents, width_mm, height_mm, weight_grams, is_public, source, created_at)
select gen_random_uuid(),
       w.styles[1 + d % 10] || ' ' || w.nouns[1 + (d / 10) % 20] || ' Charm ' || d,
       'A ' || lower(w.styles[1 + d % 10]) || ' ' || lower(w.nouns[1 + (d / 10) % 20]) || ' in solid gold, hand finished, with a polished bail and a fine engraved edge.',
       'a ' || lower(w.nouns[1 + (d / 10) % 20]) || ' charm, ' || lower(w.styles[1 + d % 10]),
       w.styles[1 + d % 10], w.metals[1 + d % 4], (array['Polished','Vintage','Brushed'])[1 + d % 3],
       w.categories[1 + d % 9], (array['charm','pendant','earrings','bracelet'])[1 + d % 4], d,
       '/uploads/designs/bench-' || d || '-gold.svg', '/uploads/designs/bench-' || d || '-silver.svg',
       (150 + floor(random() * 1850))::int * 100, 12 + random() * 20, 14 + random() * 24, 1.5 + random() * 8,
       d % 4 = 0, case when d % 4 = 0 then 'catalogue' else 'generated' end,
       now() - random() * interval '730 days'
from generate_series(0, 99999) d, design_words w;

create temp table numbered_designs as
  select row_number() over (order by created_at) - 1 as n, id, name, image_url, price_cents, created_at from designs;
create unique index on numbered_designs (n);

-- Reviews: every third design has 1 to 12, mostly four and five stars.
insert into reviews (design_id, user_id, user_name, rating, comment, created_at)
select d.id, m.id, m.full_name, (array[5,5,5,4,4,4,3,2,1,5])[1 + floor(random() * 10)::int],
       'Beautiful piece, exactly as pictured. The finish is lovely and it arrived quickly.',
       d.created_at + random() * (now() - d.created_at)
from numbered_designs d
cross join lateral generate_series(1, 1 + (d.n * 7) % 12) r
join members m on m.n = (d.n * 31 + r * 97) % 20000
where d.n % 3 = 0;

-- Checkouts: 700,000 paid intents, in time order over two years. The first 300,000 have two lines,
-- the rest one (1,000,000 orders). Members buy unevenly (a few buy often); one in seven is a guest.
create temp table checkouts as
  select k,
         now() - interval '730 days' + (k * (interval '730 days' / 700000)) + random() * interval '50 minutes' as created_at,
         case when k % 7 = 3 then null else floor(20000 * power(random(), 1.6))::int end as member_n,
         case when k < 300000 then 2 else 1 end as lines
  from generate_series(0, 699999) k;

insert into payments (id, provider, client_secret_hash, amount_cents, currency, status, user_id, customer_email,
                      customer_name, lines, billing, checkout_number, created_at, updated_at)
select 'pi_bench_' || c.k, 'test', null, 50000 * c.lines, 'usd', 'succeeded', m.id,
       coalesce(m.email, 'guest' || c.k || '@example.net'),
       coalesce(m.full_name, f.name || ' ' || l.name),
       '[]'::jsonb, null, 'AU-' || (10234 + c.k), c.created_at, c.created_at
from checkouts c
left join members m on m.n = c.member_n
join first_names f on f.n = c.k % 40
join last_names l on l.n = (c.k / 40) % 40;

insert into orders (order_number, checkout_number, payment_id, line_index, user_id, customer_email, customer_name,
                    design_id, design_name, design_image_url, material, quantity, unit_price_cents, total_price_cents,
                    status, carrier, tracking_number, shipped_at, notes, shipping_address, created_at, updated_at)
select 'AU-' || (10234 + c.k) || '-' || (line + 1), 'AU-' || (10234 + c.k), p.id, line, p.user_id, p.customer_email,
       p.customer_name, d.id, d.name, d.image_url, case when (c.k + line) % 3 = 0 then 'silver' else 'gold' end,
       q.quantity, coalesce(d.price_cents, 50000), coalesce(d.price_cents, 50000) * q.quantity,
       s.status,
       case when s.status in ('shipped','delivered','completed') then (array['UPS','USPS','FedEx','DHL'])[1 + c.k % 4] end,
       case when s.status in ('shipped','delivered','completed') then '1Z' || lpad((c.k::bigint * 7919 % 100000000)::text, 12, '0') || line end,
       case when s.status in ('shipped','delivered','completed') then c.created_at + interval '9 days' end,
       '', jsonb_build_object('line1', (c.k % 900 + 1) || ' Main Street', 'city', 'Springfield', 'country', 'US'),
       c.created_at, c.created_at
from checkouts c
join payments p on p.id = 'pi_bench_' || c.k
cross join lateral generate_series(0, c.lines - 1) line
join numbered_designs d on d.n = (c.k * 13 + line * 101) % 100000
cross join lateral (select 1 + ((c.k + line) % 10 = 0)::int as quantity) q
cross join lateral (select case
    when c.created_at < now() - interval '60 days' then case when c.k % 5 = 0 then 'delivered' else 'completed' end
    when c.created_at < now() - interval '20 days' then 'shipped'
    when c.created_at < now() - interval '10 days' then 'in_production'
    when c.created_at < now() - interval '3 days' then 'processing'
    else 'pending' end as status) s;

select setval('checkout_number_seq', 10234 + 700000);
