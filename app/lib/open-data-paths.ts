/** File names under /data/ of the register's open-data files and of the map's compact register file. */
export const OPEN_DATA_FILES = { geojson: "tanah-wakaf.geojson", csv: "tanah-wakaf.csv", register: "tanah-wakaf.json" } as const;

/** Stable addresses of those files (linked from the map page, fetched by the map). */
export const OPEN_DATA_PATHS = { geojson: `/data/${OPEN_DATA_FILES.geojson}`, csv: `/data/${OPEN_DATA_FILES.csv}` } as const;
export const REGISTER_FILE_PATH = `/data/${OPEN_DATA_FILES.register}`;
