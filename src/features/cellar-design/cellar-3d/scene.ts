/**
 * The 3D cellar with three.js, shared by /image-3d-converter and
 * /video-tours and loaded only when a visitor asks for the 3D view or a tour
 * (the page checks for WebGL first). Everything placed comes from
 * `buildCellarModel` (model.ts); this module only turns it into meshes,
 * lights, materials and a camera.
 *
 * - Walls, floor and ceiling face into the room and are drawn on that side
 *   only, so from the orbit view above and outside the near walls drop away
 *   and the room is seen like a doll's house; inside, they are solid.
 * - Every wooden piece (rack backs, ends, dividers, bin lattices, shelves,
 *   the table) is one instanced box mesh in the plan's racking material, and
 *   every bottle one instanced lathe mesh: two draw calls however large the
 *   cellar.
 * - Lights are our own (a warm hemisphere, a key light and lamps along the
 *   ceiling); no environment map is fetched.
 * - `preserveDrawingBuffer` keeps the last frame readable, for the
 *   screenshot and for the recorder's canvas stream.
 */
import {
  AmbientLight,
  BoxGeometry,
  Color,
  DirectionalLight,
  DoubleSide,
  FrontSide,
  Group,
  HemisphereLight,
  InstancedMesh,
  LatheGeometry,
  Mesh,
  MeshStandardMaterial,
  Object3D,
  PerspectiveCamera,
  PlaneGeometry,
  PointLight,
  Scene,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Material,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { RackingMaterial } from '@domain/estimator/options.ts';
import type { Plan } from '@domain/designer/plan.ts';
import { EYE_HEIGHT, buildCellarModel, clampInside, headingName, type CellarModel, type Facing, type RackLayout, type Vec3 } from './model.ts';

/** Our colours for the estimator's racking materials (the estimator prices them; these only draw them). */
export const MATERIAL_LOOKS: Record<RackingMaterial, { color: string; roughness: number; metalness: number; opacity?: number }> = {
  pine: { color: '#c89f63', roughness: 0.75, metalness: 0 },
  'redwood-mahogany': { color: '#7b3a24', roughness: 0.6, metalness: 0 },
  walnut: { color: '#54392a', roughness: 0.55, metalness: 0 },
  metal: { color: '#9aa0a6', roughness: 0.35, metalness: 0.75 },
  acrylic: { color: '#dce9ef', roughness: 0.1, metalness: 0, opacity: 0.55 },
};

const BOTTLE_COLOURS = ['#1e3a26', '#2b2418', '#14261b', '#3a2a1a', '#18211e'];

export type ViewMode = 'orbit' | 'walk';
export type WalkAction = 'forward' | 'back' | 'left' | 'right' | 'turn-left' | 'turn-right';

export interface CellarView {
  readonly canvas: HTMLCanvasElement;
  readonly model: CellarModel;
  mode(): ViewMode;
  setMode(mode: ViewMode): void;
  walk(action: WalkAction): void;
  reset(): void;
  /** Where the camera is, in words (for the live region). */
  describeCamera(): string;
  /** Puts the camera somewhere and draws (the tour). */
  look(position: Vec3, target: Vec3): void;
  render(): void;
  screenshot(): Promise<Blob>;
  /** Called after the camera moves by the visitor's hand (orbit drag, keys, buttons). */
  onMove(listener: () => void): void;
  dispose(): void;
}

export interface CellarViewOptions {
  width: number;
  height: number;
  /** Orbit and walk controls on the canvas; off for a tour, whose camera is driven. */
  controls: boolean;
}

const box = new BoxGeometry(1, 1, 1);
const FACING_ANGLE: Record<Facing, number> = { south: 0, north: Math.PI, east: Math.PI / 2, west: -Math.PI / 2 };

function bottleGeometry(): LatheGeometry {
  // A Bordeaux bottle, 12 in long and 3 in across, lying with its neck to +z.
  const profile = [
    [0, -0.5],
    [0.12, -0.5],
    [0.125, -0.47],
    [0.125, 0.16],
    [0.1, 0.26],
    [0.045, 0.33],
    [0.04, 0.48],
    [0.045, 0.5],
    [0, 0.5],
  ].map(([r, y]) => new Vector2(r, y));
  const geometry = new LatheGeometry(profile, 8);
  geometry.rotateX(Math.PI / 2);
  return geometry;
}

interface WoodPart {
  x: number;
  y: number;
  z: number;
  sx: number;
  sy: number;
  sz: number;
  /** About the vertical axis, then about the rack's face normal (for the diamond lattice). */
  yaw?: number;
  roll?: number;
}

/** The wooden parts of one rack, by kind, in scene coordinates. */
export function rackParts(rack: RackLayout): WoodPart[] {
  const alongX = rack.facing === 'north' || rack.facing === 'south';
  const length = alongX ? rack.sx : rack.sz;
  const depth = alongX ? rack.sz : rack.sx;
  const back = rack.facing === 'south' || rack.facing === 'east' ? -1 : 1;
  const board = 0.06;
  const parts: WoodPart[] = [];
  // Local: u along the rack, v up, w from back (−) to face (+).
  const put = (u: number, v: number, w: number, su: number, sv: number, sw: number, roll = 0) => {
    const face = -back;
    const x = alongX ? rack.cx + u : rack.cx + w * face;
    const z = alongX ? rack.cz + w * face : rack.cz + u;
    parts.push({ x, y: v, z, sx: alongX ? su : sw, sy: sv, sz: alongX ? sw : su, yaw: alongX ? 0 : Math.PI / 2, roll });
    if (!alongX) {
      const last = parts[parts.length - 1] as WoodPart;
      // Rotated a quarter: the box's x runs along z now.
      last.sx = su;
      last.sz = sw;
    }
  };
  const h = rack.height;
  put(0, h / 2, -depth / 2 + board / 2, length, h, board); // back
  put(-length / 2 + board / 2, h / 2, 0, board, h, depth); // ends
  put(length / 2 - board / 2, h / 2, 0, board, h, depth);
  put(0, h - 0.15, -depth / 2 + 0.2, length, 0.3, 0.4); // crown, at the back so the bottles show from above
  put(0, 0.15, 0, length, 0.3, depth); // plinth
  if (rack.kind === 'individual') {
    // Uprights a foot apart, front and back.
    for (let u = -length / 2 + 1; u < length / 2 - 0.2; u += 1) {
      put(u, h / 2, depth / 2 - 0.05, 0.05, h, 0.1);
      put(u, h / 2, -depth / 2 + 0.15, 0.05, h, 0.1);
    }
  } else if (rack.kind === 'diamond-bins') {
    // A lattice of crossing boards, 2 ft bins.
    const span = Math.hypot(2, 2);
    for (let u = -length / 2; u < length / 2; u += 2) {
      for (let v = 0.3; v < h - 0.5; v += 2) {
        const cu = Math.min(u + 1, length / 2 - 1);
        put(cu, v + 1, 0.05, span, 0.05, depth - 0.15, Math.PI / 4);
        put(cu, v + 1, 0.05, span, 0.05, depth - 0.15, -Math.PI / 4);
      }
    }
  } else if (rack.kind === 'case-storage') {
    // Cubbies for cases: shelves every 1.25 ft, dividers every 2 ft.
    for (let v = 1.25; v < h - 0.2; v += 1.25) put(0, v, 0, length, board, depth);
    for (let u = -length / 2 + 2; u < length / 2 - 0.2; u += 2) put(u, h / 2, 0, board, h, depth);
  } else {
    // Display rows: shelves tilted towards the room every 1.5 ft.
    for (let v = 1; v < h - 0.4; v += 1.5) put(0, v, 0.1, length, board, depth - 0.1, 0);
  }
  return parts;
}

function partsMesh(parts: WoodPart[], material: Material): InstancedMesh {
  const mesh = new InstancedMesh(box, material, Math.max(1, parts.length));
  mesh.count = parts.length;
  const o = new Object3D();
  parts.forEach((part, index) => {
    o.position.set(part.x, part.y, part.z);
    // Roll first, about the part's own z (the rack's face normal), so a lattice board leans in the rack's plane; then yaw.
    o.rotation.set(0, part.yaw ?? 0, part.roll ?? 0, 'YZX');
    o.scale.set(part.sx, part.sy, part.sz);
    o.updateMatrix();
    mesh.setMatrixAt(index, o.matrix);
  });
  mesh.instanceMatrix.needsUpdate = true;
  return mesh;
}

function wallMesh(a: { x: number; y: number }, b: { x: number; y: number }, bottom: number, top: number, normal: { x: number; y: number }, material: Material): Mesh {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const mesh = new Mesh(new PlaneGeometry(length, top - bottom), material);
  mesh.position.set((a.x + b.x) / 2, (bottom + top) / 2, (a.y + b.y) / 2);
  // A plane faces +z; turn it to face the room's inside.
  mesh.rotation.y = Math.atan2(normal.x, normal.y);
  return mesh;
}

export function createCellarView(plan: Plan, options: CellarViewOptions): CellarView {
  const model = buildCellarModel(plan);
  const canvas = document.createElement('canvas');
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true, powerPreference: 'low-power' });
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.setPixelRatio(1);
  renderer.setSize(options.width, options.height, false);
  renderer.setClearColor('#1d1418');

  const scene = new Scene();
  const disposables: { dispose(): void }[] = [];
  const material = (params: ConstructorParameters<typeof MeshStandardMaterial>[0]) => {
    const made = new MeshStandardMaterial(params);
    disposables.push(made);
    return made;
  };

  // Light: warm from above, a key light from the door's side, and lamps along the ceiling.
  scene.add(new HemisphereLight('#fff1dc', '#3b2a22', 1.4));
  scene.add(new AmbientLight('#ffffff', 0.25));
  const key = new DirectionalLight('#ffe7c4', 1.2);
  key.position.set(model.width * 0.7, model.height * 2, model.depth * 1.4);
  key.target.position.set(model.width / 2, 0, model.depth / 2);
  scene.add(key, key.target);
  const lamps = model.width * model.depth > 150 ? 2 : 1;
  for (let i = 0; i < lamps; i += 1) {
    const lamp = new PointLight('#ffd9a0', 18, Math.max(model.width, model.depth) * 1.5, 1.6);
    const along = model.width >= model.depth;
    const t = (i + 1) / (lamps + 1);
    lamp.position.set(along ? model.width * t : model.width / 2, model.height - 0.4, along ? model.depth / 2 : model.depth * t);
    scene.add(lamp);
  }

  const room = new Group();
  const wallMaterial = material({ color: '#d8cfc0', roughness: 0.9, side: FrontSide });
  for (const segment of model.segments) room.add(wallMesh(segment.a, segment.b, segment.bottom, segment.top, segment.normal, wallMaterial));
  // Floor and ceiling: the room's outline. A shape lies in x–y; the floor turns it flat (y → −z), the ceiling the other way.
  const floorShape = new Shape(model.outline.map((p) => new Vector2(p.x, -p.y)));
  const floor = new Mesh(new ShapeGeometry(floorShape), material({ color: '#7d6a5a', roughness: 0.85, side: DoubleSide }));
  floor.rotation.x = -Math.PI / 2;
  const ceilingShape = new Shape(model.outline.map((p) => new Vector2(p.x, p.y)));
  const ceiling = new Mesh(new ShapeGeometry(ceilingShape), material({ color: '#efe9df', roughness: 0.95, side: FrontSide }));
  ceiling.rotation.x = Math.PI / 2;
  ceiling.position.y = model.height;
  room.add(floor, ceiling);

  // Glass panels: translucent, seen from both sides, with a slim frame top and bottom.
  const glassMaterial = material({ color: '#a8c8d8', roughness: 0.05, metalness: 0.1, transparent: true, opacity: 0.22, side: DoubleSide, depthWrite: false });
  const frameMaterial = material({ color: '#2f2f33', roughness: 0.5, metalness: 0.6 });
  for (const panel of model.glass) {
    room.add(wallMesh(panel.a, panel.b, 0, panel.height, panel.normal, glassMaterial));
    const length = Math.hypot(panel.b.x - panel.a.x, panel.b.y - panel.a.y);
    for (const y of [0.05, panel.height - 0.05]) {
      const frame = new Mesh(box, frameMaterial);
      frame.scale.set(length, 0.1, 0.12);
      frame.position.set((panel.a.x + panel.b.x) / 2, y, (panel.a.y + panel.b.y) / 2);
      frame.rotation.y = Math.atan2(panel.normal.x, panel.normal.y);
      room.add(frame);
    }
  }

  // The door: open, its leaf swung 70° into the room about the hinge at the opening's start.
  const door = model.door;
  const doorWidth = Math.hypot(door.b.x - door.a.x, door.b.y - door.a.y);
  const leafMaterial = door.glass ? glassMaterial : material({ color: '#5b4334', roughness: 0.6 });
  const leaf = new Mesh(box, leafMaterial);
  leaf.scale.set(doorWidth, door.height, 0.15);
  leaf.position.set(doorWidth / 2, door.height / 2, 0);
  const hinge = new Group();
  hinge.position.set(door.a.x, 0, door.a.y);
  const wallAngle = Math.atan2(-(door.b.y - door.a.y), door.b.x - door.a.x);
  // Swing towards the room: the side of the normal.
  const inwardSign = Math.sign((door.b.x - door.a.x) * door.normal.y - (door.b.y - door.a.y) * door.normal.x) || 1;
  hinge.rotation.y = wallAngle - inwardSign * ((70 * Math.PI) / 180);
  hinge.add(leaf);
  if (door.glass) {
    const doorFrame = new Mesh(box, frameMaterial);
    doorFrame.scale.set(doorWidth, 0.12, 0.17);
    doorFrame.position.set(doorWidth / 2, door.height - 0.06, 0);
    hinge.add(doorFrame);
  }
  room.add(hinge);
  scene.add(room);

  // Racking and table in the plan's wood; bottles in one instanced mesh.
  const look = MATERIAL_LOOKS[model.material];
  const wood = material({ color: look.color, roughness: look.roughness, metalness: look.metalness, transparent: look.opacity !== undefined, opacity: look.opacity ?? 1 });
  const parts: WoodPart[] = model.racks.flatMap(rackParts);
  for (const piece of model.pieces) {
    if (piece.kind !== 'tasting-table') continue;
    parts.push({ x: piece.cx, y: piece.height - 0.08, z: piece.cz, sx: piece.sx, sy: 0.16, sz: piece.sz });
    for (const [dx, dz] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      parts.push({ x: piece.cx + dx * (piece.sx / 2 - 0.25), y: (piece.height - 0.16) / 2, z: piece.cz + dz * (piece.sz / 2 - 0.25), sx: 0.2, sy: piece.height - 0.16, sz: 0.2 });
    }
  }
  scene.add(partsMesh(parts, wood));

  const bottleShape = bottleGeometry();
  disposables.push(bottleShape);
  const glassBottle = material({ color: '#ffffff', roughness: 0.25, metalness: 0.1 });
  const bottles = new InstancedMesh(bottleShape, glassBottle, Math.max(1, model.bottlesDrawn));
  bottles.count = model.bottlesDrawn;
  const placement = new Object3D();
  const colour = new Color();
  let index = 0;
  for (const rack of model.racks) {
    for (const spot of rack.shown) {
      placement.position.set(spot.x, spot.y, spot.z);
      placement.rotation.set(0, FACING_ANGLE[rack.facing], 0);
      placement.updateMatrix();
      bottles.setMatrixAt(index, placement.matrix);
      bottles.setColorAt(index, colour.set(BOTTLE_COLOURS[(index * 7 + Math.floor(index / 13)) % BOTTLE_COLOURS.length] as string));
      index += 1;
    }
  }
  bottles.instanceMatrix.needsUpdate = true;
  if (bottles.instanceColor) bottles.instanceColor.needsUpdate = true;
  scene.add(bottles);

  // The cooling unit: a pale box with a dark grille on its face.
  const unitMaterial = material({ color: '#cfd3d6', roughness: 0.4, metalness: 0.3 });
  const grilleMaterial = material({ color: '#2a2d30', roughness: 0.6 });
  for (const piece of model.pieces) {
    if (piece.kind !== 'cooling-unit') continue;
    const unit = new Mesh(box, unitMaterial);
    unit.scale.set(piece.sx, piece.height, piece.sz);
    unit.position.set(piece.cx, piece.height / 2, piece.cz);
    const grille = new Mesh(box, grilleMaterial);
    grille.scale.set(piece.sx * 0.8 + 0.02, piece.height * 0.3, piece.sz * 0.8 + 0.02);
    grille.position.set(piece.cx, piece.height * 0.7, piece.cz);
    scene.add(unit, grille);
  }

  // ---------------------------------------------------------------- camera and controls

  const camera = new PerspectiveCamera(60, options.width / options.height, 0.1, 400);
  const centre = new Vector3(model.width / 2, model.height * 0.35, model.depth / 2);
  const span = Math.max(model.width, model.depth);
  const orbitHome = () => {
    // High above the south-east, so the near walls (drawn from inside only) drop away and the floor plan reads.
    camera.position.set(model.width * 0.6, model.height + span * 0.9, model.depth + span * 0.45);
    camera.lookAt(centre);
  };
  orbitHome();
  let mode: ViewMode = 'orbit';
  // Walking: where we stand on the floor and the way we face (radians, 0 = east, π/2 = south).
  const doorMid = { x: (door.a.x + door.b.x) / 2, z: (door.a.y + door.b.y) / 2 };
  const walkHome = () => clampInside(plan, { x: doorMid.x + door.normal.x * 1.5, z: doorMid.z + door.normal.y * 1.5 });
  let walker = { ...walkHome(), heading: Math.atan2(door.normal.y, door.normal.x) };

  const controls = options.controls ? new OrbitControls(camera, canvas) : null;
  const listeners = new Set<() => void>();
  const moved = () => listeners.forEach((listener) => listener());
  const render = () => renderer.render(scene, camera);
  if (controls) {
    controls.target.copy(centre);
    controls.maxDistance = span * 4;
    controls.minDistance = 2;
    controls.maxPolarAngle = Math.PI * 0.495;
    controls.update();
    controls.addEventListener('change', render);
    controls.addEventListener('end', moved);
  }

  const placeWalker = () => {
    camera.position.set(walker.x, EYE_HEIGHT, walker.z);
    camera.lookAt(walker.x + Math.cos(walker.heading), EYE_HEIGHT - 0.15, walker.z + Math.sin(walker.heading));
  };

  const walk = (action: WalkAction) => {
    if (mode !== 'walk') setMode('walk');
    const step = 1;
    const turn = Math.PI / 12;
    const forward = { x: Math.cos(walker.heading), z: Math.sin(walker.heading) };
    let { x, z, heading } = walker;
    if (action === 'forward') ((x += forward.x * step), (z += forward.z * step));
    if (action === 'back') ((x -= forward.x * step), (z -= forward.z * step));
    // Sideways: right of facing is the heading turned a quarter clockwise seen from above (towards +z from +x).
    if (action === 'right') ((x -= forward.z * step), (z += forward.x * step));
    if (action === 'left') ((x += forward.z * step), (z -= forward.x * step));
    if (action === 'turn-left') heading -= turn;
    if (action === 'turn-right') heading += turn;
    walker = { ...clampInside(plan, { x, z }, 0.6), heading };
    placeWalker();
    render();
    moved();
  };

  function setMode(next: ViewMode) {
    mode = next;
    if (controls) controls.enabled = next === 'orbit';
    if (next === 'walk') placeWalker();
    else {
      orbitHome();
      controls?.target.copy(centre);
      controls?.update();
    }
    render();
    moved();
  }

  const onKey = (event: KeyboardEvent) => {
    const keys: Record<string, WalkAction> = {
      w: 'forward',
      ArrowUp: 'forward',
      s: 'back',
      ArrowDown: 'back',
      a: 'left',
      d: 'right',
      ArrowLeft: 'turn-left',
      ArrowRight: 'turn-right',
      q: 'turn-left',
      e: 'turn-right',
    };
    const action = keys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    walk(action);
  };
  if (options.controls) canvas.addEventListener('keydown', onKey);

  const feetText = (value: number) => `${Number(value.toFixed(1))} ft`;
  const describeCamera = () => {
    if (mode === 'walk') {
      return `Walking at eye height, ${feetText(walker.x)} from the west wall and ${feetText(walker.z)} from the north wall, facing ${headingName(Math.cos(walker.heading), Math.sin(walker.heading))}.`;
    }
    const target = controls?.target ?? centre;
    const from = headingName(camera.position.x - target.x, camera.position.z - target.z);
    const distance = camera.position.distanceTo(target);
    return `Looking down into the room from the ${from}, ${feetText(distance)} from its middle.`;
  };

  render();

  return {
    canvas,
    model,
    mode: () => mode,
    setMode,
    walk,
    reset: () => {
      walker = { ...walkHome(), heading: Math.atan2(door.normal.y, door.normal.x) };
      setMode(mode);
    },
    describeCamera,
    look: (position, target) => {
      camera.position.set(position.x, position.y, position.z);
      camera.lookAt(target.x, target.y, target.z);
      render();
    },
    render,
    screenshot: () =>
      new Promise<Blob>((resolve, reject) => {
        render();
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not make an image of the view'))), 'image/png');
      }),
    onMove: (listener) => {
      listeners.add(listener);
    },
    dispose: () => {
      canvas.removeEventListener('keydown', onKey);
      controls?.dispose();
      listeners.clear();
      scene.traverse((object) => {
        if (object instanceof Mesh && object.geometry !== box) object.geometry.dispose();
      });
      bottles.dispose();
      for (const item of disposables) item.dispose();
      renderer.dispose();
    },
  };
}
