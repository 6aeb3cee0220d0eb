-- The messenger gift store (spec core §3 Messenger gift): reference data shipped with the code.
-- Later changes of prices or names come as new migrations; gifts are deactivated, never deleted.
INSERT INTO "gift_categories" ("id", "position", "names") VALUES
  (1, 1, '{"de":"Romantik","en":"Romance","es":"Romance","nl":"Romantiek"}'),
  (2, 2, '{"de":"Party","en":"Party","es":"Fiesta","nl":"Feest"}'),
  (3, 3, '{"de":"Luxus","en":"Luxury","es":"Lujo","nl":"Luxe"}'),
  (4, 4, '{"de":"Toy-Steuerung","en":"Toy control","es":"Control del juguete","nl":"Toy-bediening"}');
--> statement-breakpoint
INSERT INTO "messenger_gifts" ("id", "category_id", "name", "names", "price", "image_url", "vip", "position", "duration_seconds", "random") VALUES
  (1, 1, 'rose', '{"de":"Rose","en":"Rose","es":"Rosa","nl":"Roos"}', 5, '/gifts/rose.svg', false, 1, NULL, false),
  (2, 1, 'heart', '{"de":"Herz","en":"Heart","es":"Corazón","nl":"Hart"}', 3, '/gifts/heart.svg', false, 2, NULL, false),
  (3, 1, 'kiss', '{"de":"Kuss","en":"Kiss","es":"Beso","nl":"Kus"}', 4, '/gifts/kiss.svg', false, 3, NULL, false),
  (4, 1, 'chocolates', '{"de":"Pralinen","en":"Chocolates","es":"Bombones","nl":"Bonbons"}', 8, '/gifts/chocolates.svg', false, 4, NULL, false),
  (5, 1, 'teddy', '{"de":"Teddy","en":"Teddy bear","es":"Osito de peluche","nl":"Teddybeer"}', 15, '/gifts/teddy.svg', false, 5, NULL, false),
  (6, 2, 'champagne', '{"de":"Champagner","en":"Champagne","es":"Champán","nl":"Champagne"}', 10, '/gifts/champagne.svg', false, 1, NULL, false),
  (7, 2, 'cocktail', '{"de":"Cocktail","en":"Cocktail","es":"Cóctel","nl":"Cocktail"}', 6, '/gifts/cocktail.svg', false, 2, NULL, false),
  (8, 2, 'cake', '{"de":"Torte","en":"Cake","es":"Tarta","nl":"Taart"}', 12, '/gifts/cake.svg', false, 3, NULL, false),
  (9, 3, 'diamond', '{"de":"Diamant","en":"Diamond","es":"Diamante","nl":"Diamant"}', 50, '/gifts/diamond.svg', true, 1, NULL, false),
  (10, 3, 'crown', '{"de":"Krone","en":"Crown","es":"Corona","nl":"Kroon"}', 40, '/gifts/crown.svg', true, 2, NULL, false),
  (11, 3, 'perfume', '{"de":"Parfum","en":"Perfume","es":"Perfume","nl":"Parfum"}', 25, '/gifts/perfume.svg', false, 3, NULL, false),
  (12, 4, 'vibe-short', '{"de":"Vibration 10 s","en":"Vibration 10 s","es":"Vibración 10 s","nl":"Vibratie 10 s"}', 10, '/gifts/vibe-short.svg', false, 1, 10, false),
  (13, 4, 'vibe-long', '{"de":"Vibration 30 s","en":"Vibration 30 s","es":"Vibración 30 s","nl":"Vibratie 30 s"}', 25, '/gifts/vibe-long.svg', false, 2, 30, false),
  (14, 4, 'vibe-random', '{"de":"Zufallswelle 60 s","en":"Random wave 60 s","es":"Onda aleatoria 60 s","nl":"Willekeurige golf 60 s"}', 40, '/gifts/vibe-random.svg', true, 3, 60, true);
