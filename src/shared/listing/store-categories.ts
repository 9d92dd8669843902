/**
 * The categories the listing suggests (docs/decisions/0057-listing.md), each with the words of a book's idea and
 * goals that point to it.
 *
 * Where they come from: subject headings of the BISAC Subject Headings List of the Book Industry Study Group
 * (bisg.org/page/<Section>, e.g. bisg.org/page/Cooking), written as BISAC writes them ('COOKING / Methods / Baking'),
 * for the subjects info products are about: a selection of a hundred, not the list, which BISG licenses for use
 * in systems. KDP's category browser names Amazon's own categories ('Cookbooks, Food & Wine › Baking › Bread');
 * IngramSpark and Draft2Digital ask for BISAC headings as they are. Checked on 2026-11-27: the Cooking page's
 * headings against BISG's page, 'SELF-HELP / Self-Management / …' against the 2013 edition's renaming; the others
 * are as the list has long written them, not checked heading by heading against the current edition. A suggestion is
 * a draft: the creator picks the store's own category in its category browser.
 */
export interface StoreCategory {
  heading: string;
  /** Words (lower case, singular or plural) that point to it. */
  words: readonly string[];
}

const category = (heading: string, words: string): StoreCategory => ({ heading, words: words.split(' ') });

export const STORE_CATEGORIES: readonly StoreCategory[] = [
  // Cooking
  category('COOKING / Methods / Baking', 'baking bake baker bakers bakery oven loaf loaves pastry pastries'),
  category('COOKING / Courses & Dishes / Bread', 'bread breads sourdough loaf loaves dough starter yeast rye crust'),
  category('COOKING / Courses & Dishes / Cakes', 'cake cakes cupcake cupcakes frosting icing'),
  category('COOKING / Courses & Dishes / Desserts', 'dessert desserts sweets cookies pudding'),
  category('COOKING / Methods / Quick & Easy', 'quick weeknight meal meals dinner dinners'),
  category('COOKING / Methods / Slow Cooking', 'slow cooker crockpot stew stews'),
  category(
    'COOKING / Methods / Canning & Preserving',
    'canning preserving preserves jam jams pickling pickles fermenting',
  ),
  category('COOKING / Methods / Barbecue & Grilling', 'barbecue bbq grilling grill smoker'),
  category('COOKING / Vegan', 'vegan plant-based'),
  category('COOKING / Vegetarian', 'vegetarian meatless'),
  category('COOKING / Beverages / Coffee & Tea', 'coffee tea espresso barista'),
  category('COOKING / Cooking for Kids', 'lunchbox picky toddler toddlers'),
  category('COOKING / Entertaining', 'entertaining party parties hosting guests'),
  category('COOKING / General', 'cooking cook cooks recipe recipes kitchen meal meals food'),
  // Business and money
  category(
    'BUSINESS & ECONOMICS / Small Business',
    'stall shop shops business customers market markets freelance freelancers self-employed',
  ),
  category('BUSINESS & ECONOMICS / Entrepreneurship', 'entrepreneur entrepreneurs startup startups founder founders'),
  category('BUSINESS & ECONOMICS / Industries / Retailing', 'retail retailing store stores shopfront'),
  category('BUSINESS & ECONOMICS / Sales & Selling / General', 'sales selling sell pricing price customers buyers'),
  category('BUSINESS & ECONOMICS / Marketing / General', 'marketing brand branding audience promotion'),
  category('BUSINESS & ECONOMICS / E-Commerce / General', 'online ecommerce e-commerce shopify store listing'),
  category('BUSINESS & ECONOMICS / Personal Finance / Budgeting', 'budget budgets budgeting spending expenses bills'),
  category(
    'BUSINESS & ECONOMICS / Personal Finance / Money Management',
    'money income paycheck paychecks cash debt savings',
  ),
  category('BUSINESS & ECONOMICS / Personal Finance / Retirement Planning', 'retirement retirees retiree pension'),
  category('BUSINESS & ECONOMICS / Personal Finance / Investing', 'invest investing investor investors stocks'),
  category('BUSINESS & ECONOMICS / Personal Finance / Taxation', 'tax taxes taxation'),
  category('BUSINESS & ECONOMICS / Real Estate / General', 'property properties landlord landlords rental'),
  category('BUSINESS & ECONOMICS / Leadership', 'leader leaders leadership team teams'),
  category('BUSINESS & ECONOMICS / Business Writing', 'proposal proposals report reports copywriting'),
  // Self-help
  category('SELF-HELP / Self-Management / Time Management', 'time productivity schedule schedules routine'),
  category('SELF-HELP / Self-Management / Stress Management', 'stress burnout overwhelm calm'),
  category('SELF-HELP / Personal Growth / General', 'growth mindset habit habits goals confidence'),
  category('SELF-HELP / Personal Growth / Success', 'success career ambition motivation'),
  category('SELF-HELP / Personal Growth / Happiness', 'happiness gratitude joy'),
  category('SELF-HELP / Anxieties & Phobias', 'anxiety anxious fear fears worry'),
  category('SELF-HELP / Communication & Social Skills', 'conversation conversations communication talking listening'),
  category('SELF-HELP / Motivational & Inspirational', 'inspiration inspiring motivational'),
  // Health and fitness
  category('HEALTH & FITNESS / Diet & Nutrition / General', 'nutrition diet diets eating healthy'),
  category('HEALTH & FITNESS / Diet & Nutrition / Weight Loss', 'weight loss slimming'),
  category('HEALTH & FITNESS / Exercise / General', 'exercise workout workouts fitness strength training'),
  category('HEALTH & FITNESS / Yoga', 'yoga poses'),
  category('HEALTH & FITNESS / Sleep', 'sleep insomnia bedtime'),
  category('HEALTH & FITNESS / Pregnancy & Childbirth', 'pregnancy pregnant birth childbirth'),
  category("HEALTH & FITNESS / Women's Health", 'menopause women'),
  category('HEALTH & FITNESS / Healthy Living', 'wellbeing wellness health'),
  // Family
  category('FAMILY & RELATIONSHIPS / Parenting / General', 'parent parents parenting children kids child'),
  category('FAMILY & RELATIONSHIPS / Parenting / Motherhood', 'mother mothers mom moms mum mums motherhood'),
  category('FAMILY & RELATIONSHIPS / Parenting / Fatherhood', 'father fathers dad dads fatherhood'),
  category('FAMILY & RELATIONSHIPS / Life Stages / Infants & Toddlers', 'baby babies infant infants toddler toddlers'),
  category('FAMILY & RELATIONSHIPS / Marriage & Long-Term Relationships', 'marriage married couple couples spouse'),
  category('FAMILY & RELATIONSHIPS / Eldercare', 'caregiver caregivers eldercare elderly aging'),
  // Crafts and art
  category('CRAFTS & HOBBIES / Needlework / Knitting', 'knit knitting knitters yarn sweater'),
  category('CRAFTS & HOBBIES / Needlework / Crocheting', 'crochet crocheting amigurumi'),
  category('CRAFTS & HOBBIES / Sewing', 'sew sewing seamstress'),
  category('CRAFTS & HOBBIES / Quilts & Quilting', 'quilt quilts quilting'),
  category('CRAFTS & HOBBIES / Jewelry', 'jewelry jewellery beading earrings'),
  category('CRAFTS & HOBBIES / Woodwork', 'woodwork woodworking carpentry'),
  category('CRAFTS & HOBBIES / Papercrafts', 'paper papercraft cards origami'),
  category('CRAFTS & HOBBIES / General', 'craft crafts crafting handmade hobby hobbies'),
  category('ART / Techniques / Watercolor Painting', 'watercolor watercolors watercolour watercolours wash washes'),
  category('ART / Techniques / Acrylic Painting', 'acrylic acrylics'),
  category('ART / Techniques / Oil Painting', 'oil oils'),
  category('ART / Techniques / Painting', 'painting paint painter painters brush brushes canvas palette'),
  category('ART / Techniques / Drawing', 'drawing draw sketch sketching pencil pencils'),
  category('ART / Techniques / Calligraphy', 'calligraphy lettering hand-lettering'),
  category('ART / Subjects & Themes / Landscapes & Seascapes', 'landscape landscapes seascape seascapes scenery'),
  category('ART / Color Theory', 'color colors colour colours mixing'),
  category('PHOTOGRAPHY / Techniques / General', 'photography photographer photographers photo photos camera'),
  category('PHOTOGRAPHY / Business Aspects', 'photography-business clients'),
  // Home and garden
  category('HOUSE & HOME / Cleaning, Caretaking & Organizing', 'cleaning declutter decluttering organizing tidy'),
  category('HOUSE & HOME / Decorating & Furnishings', 'decorating decor interior furniture'),
  category('HOUSE & HOME / Do-It-Yourself / General', 'diy repair repairs renovation'),
  category('HOUSE & HOME / Sustainable Living', 'sustainable zero-waste eco homestead homesteading'),
  category('GARDENING / Vegetables', 'vegetable vegetables veg allotment'),
  category('GARDENING / Container', 'container containers pots balcony'),
  category('GARDENING / Organic', 'organic compost composting'),
  category('GARDENING / Herbs', 'herb herbs'),
  category('GARDENING / General', 'garden gardens gardening gardener gardeners plants seeds'),
  // Pets
  category('PETS / Dogs / Training', 'puppy puppies obedience leash'),
  category('PETS / Dogs / General', 'dog dogs'),
  category('PETS / Cats / General', 'cat cats kitten kittens'),
  // Learning, writing and languages
  category('EDUCATION / Homeschooling', 'homeschool homeschooling'),
  category('STUDY AIDS / Study Guides', 'exam exams revision test tests study'),
  category('LANGUAGE ARTS & DISCIPLINES / Writing / General', 'writing writer writers'),
  category('LANGUAGE ARTS & DISCIPLINES / Writing / Fiction Writing', 'novel novels fiction plot'),
  category('LANGUAGE ARTS & DISCIPLINES / Publishing', 'publishing self-publishing publish authors'),
  category('FOREIGN LANGUAGE STUDY / Spanish', 'spanish'),
  category('FOREIGN LANGUAGE STUDY / French', 'french'),
  category('FOREIGN LANGUAGE STUDY / German', 'german'),
  category('FOREIGN LANGUAGE STUDY / English as a Second Language', 'esl english'),
  // Computers
  category('COMPUTERS / Programming / General', 'programming code coding developer developers'),
  category('COMPUTERS / Desktop Applications / Spreadsheets', 'spreadsheet spreadsheets excel'),
  category('COMPUTERS / Web / Social Media', 'instagram tiktok youtube social followers'),
  // Sport and outdoors, music, mind
  category('SPORTS & RECREATION / Running & Jogging', 'running runner runners marathon jogging'),
  category('SPORTS & RECREATION / Cycling', 'cycling cyclist cyclists bike bikes'),
  category('SPORTS & RECREATION / Hiking', 'hiking hiker hikers trail trails'),
  category('SPORTS & RECREATION / Camping', 'camping campers tent'),
  category('SPORTS & RECREATION / Fishing', 'fishing anglers angling'),
  category('MUSIC / Instruction & Study / General', 'music musician musicians practice'),
  category('MUSIC / Musical Instruments / Guitar', 'guitar guitarist guitarists'),
  category('MUSIC / Musical Instruments / Piano & Keyboard', 'piano keyboard pianist'),
  category('BODY, MIND & SPIRIT / Mindfulness & Meditation', 'mindfulness meditation meditate breathing'),
];
