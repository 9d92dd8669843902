import { z } from 'zod';
import { PRODUCT_TYPE_VALUES } from '../catalog.js';

export const productType = z.enum(PRODUCT_TYPE_VALUES, { error: 'Please select a product type' });
