import {
  BackSide, Box3, FrontSide, BufferAttribute, Color, Mesh, MeshBasicMaterial, MeshStandardMaterial, NeutralToneMapping, PerspectiveCamera, PlaneGeometry, PMREMGenerator, Scene, SphereGeometry,
  Spherical, Vector3, WebGLRenderer, type BufferGeometry,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import type { ModelMetal } from '../../lib/dialog-store';

// The 3D view's scene (issue 25, point 4; decision 0026): three.js, loaded only when a customer asks
// for the view. The piece's castable model (GLB, metres, x right, y up, its face towards +z) lit by a
// soft studio room (RoomEnvironment as an environment map: polished metal shows what it reflects,
// so without one it reads as flat brown or grey), turned and zoomed by OrbitControls, drawn only
// when something changed.

/** Polished 14k yellow gold and .925 silver as PBR metals: the colour is what they reflect. */
const METALS: Record<ModelMetal, { color: string; roughness: number }> = {
  gold: { color: '#E9C57C', roughness: 0.2 },
  silver: { color: '#DCDFE3', roughness: 0.18 },
};
const FOV = 30;
/** The first view: turned a little and seen a little from above, so the relief and the depth read. */
const START = { azimuth: -0.4, elevation: 0.22 };
/** Room around the piece in the first view (1 = touching the frame). */
const MARGIN = 1.2;

/**
 * A jeweller's light tent, as the environment the metal reflects: a warm grey room, darker below,
 * a large softbox in front, brighter at its top (what the face mirrors in the first view, as a soft
 * gradient), one above, a fill on the left and two strip lights behind, so edges and relief catch a
 * line of light as the piece turns.
 */
function studioRoom(): Scene {
  const room = new Scene();
  const shaded = (geometry: BufferGeometry, shade: (x: number, y: number, z: number) => number) => {
    const position = geometry.getAttribute('position');
    const colors = new Float32Array(position.count * 3);
    for (let i = 0; i < position.count; i++) {
      const v = shade(position.getX(i), position.getY(i), position.getZ(i));
      colors.set([v * 1.03, v, v * 0.95], i * 3);
    }
    geometry.setAttribute('color', new BufferAttribute(colors, 3));
    return geometry;
  };
  // The room is seen from inside (its back faces); a panel turns its front to the piece.
  const add = (geometry: BufferGeometry, at?: [number, number, number]) => {
    const mesh = new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: at ? FrontSide : BackSide }));
    if (at) {
      mesh.position.set(...at);
      mesh.lookAt(0, 0, 0);
    }
    room.add(mesh);
  };
  add(shaded(new SphereGeometry(20, 32, 16), (_x, y) => 0.34 + 0.45 * Math.max(0, y / 20) - 0.18 * Math.max(0, -y / 20)));
  const panel = (w: number, h: number, at: [number, number, number], top: number, bottom = top) =>
    add(shaded(new PlaneGeometry(w, h, 1, 8), (_x, y) => bottom + ((top - bottom) * (y + h / 2)) / h), at);
  panel(20, 12, [2, 3, 12], 3.5, 1.5);
  panel(16, 16, [0, 14, 0], 3);
  panel(6, 9, [-11, 1, 5], 2.2);
  panel(2, 14, [-11, 2, -7], 5);
  panel(2, 14, [11, 2, -7], 5);
  return room;
}

/** The renderer could not start: WebGL is off or missing. */
export class NoWebGLError extends Error {
  constructor() {
    super('WebGL is not available');
    this.name = 'NoWebGLError';
  }
}

export interface ModelScene {
  setMetal(metal: ModelMetal): void;
  /** Turns the piece by angles in radians (keys): left-right, then up-down. */
  turn(azimuth: number, polar: number): void;
  /** Moves the camera closer (factor < 1) or further away. */
  zoom(factor: number): void;
  reset(): void;
  dispose(): void;
}

export async function openModelScene(canvas: HTMLCanvasElement, glb: ArrayBuffer, options: { metal: ModelMetal; onLost: () => void }): Promise<ModelScene> {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, powerPreference: 'low-power' });
  } catch {
    throw new NoWebGLError();
  }
  const disposables: { dispose(): void }[] = [];
  try {
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    renderer.setClearColor(0x000000, 0);
    renderer.toneMapping = NeutralToneMapping;
    renderer.toneMappingExposure = 1.05;

    const scene = new Scene();
    const pmrem = new PMREMGenerator(renderer);
    const studio = studioRoom();
    const environment = pmrem.fromScene(studio, 0.02).texture;
    studio.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      (o.geometry as BufferGeometry).dispose();
      (o.material as MeshBasicMaterial).dispose();
    });
    pmrem.dispose();
    disposables.push(environment);
    scene.environment = environment;

    const material = new MeshStandardMaterial({ metalness: 1 });
    disposables.push(material);
    const gltf = await new GLTFLoader().parseAsync(glb, '');
    const piece = gltf.scene;
    piece.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      disposables.push(o.geometry as BufferGeometry);
      for (const m of [o.material].flat()) m.dispose();
      o.material = material;
    });
    // Centred on its box, so it turns about its middle.
    const box = new Box3().setFromObject(piece);
    const size = box.getSize(new Vector3());
    piece.position.sub(box.getCenter(new Vector3()));
    scene.add(piece);

    const camera = new PerspectiveCamera(FOV, 1, 1, 2);
    const controls = new OrbitControls(camera, canvas);
    controls.enableDamping = true;
    controls.dampingFactor = 0.12;
    controls.enablePan = false;
    controls.rotateSpeed = 0.9;
    controls.zoomSpeed = 0.9;

    let fitted = 0;
    const fit = () => {
      // Far enough that the front view holds the box's width and height with MARGIN to spare.
      const half = Math.tan(((FOV / 2) * Math.PI) / 180);
      const aspect = camera.aspect || 1;
      fitted = (Math.max(size.y / 2, size.x / 2 / aspect) / half) * MARGIN + size.z / 2;
      const radius = size.length() / 2;
      camera.near = Math.max(radius / 100, fitted / 50);
      camera.far = fitted * 6 + radius * 2;
      camera.updateProjectionMatrix();
      controls.minDistance = Math.max(radius * 1.05, fitted * 0.3);
      controls.maxDistance = fitted * 3;
    };
    const home = () => {
      camera.position.setFromSpherical(new Spherical(fitted, Math.PI / 2 - START.elevation, START.azimuth));
      controls.target.set(0, 0, 0);
      camera.lookAt(0, 0, 0);
    };

    const setMetal = (metal: ModelMetal) => {
      material.color.set(new Color(METALS[metal].color));
      material.roughness = METALS[metal].roughness;
    };
    setMetal(options.metal);

    // Drawn on demand: one frame after a change; damping asks for the next ones until it settles.
    let frame = 0;
    const draw = () => {
      frame = 0;
      controls.update();
      renderer.render(scene, camera);
    };
    const request = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    controls.addEventListener('change', request);

    const resize = () => {
      const w = canvas.clientWidth;
      const h = canvas.clientHeight;
      if (!w || !h) return;
      renderer.setSize(w, h, false);
      const first = !fitted;
      camera.aspect = w / h;
      fit();
      if (first) home();
      request();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();

    const lost = (event: Event) => {
      event.preventDefault();
      options.onLost();
    };
    canvas.addEventListener('webglcontextlost', lost);

    const offset = new Vector3();
    const spherical = new Spherical();
    return {
      setMetal(metal) {
        setMetal(metal);
        request();
      },
      turn(azimuth, polar) {
        offset.copy(camera.position).sub(controls.target);
        spherical.setFromVector3(offset);
        spherical.theta -= azimuth;
        spherical.phi = Math.min(Math.PI - 0.05, Math.max(0.05, spherical.phi - polar));
        camera.position.setFromSpherical(spherical).add(controls.target);
        request();
      },
      zoom(factor) {
        offset.copy(camera.position).sub(controls.target);
        const distance = Math.min(controls.maxDistance, Math.max(controls.minDistance, offset.length() * factor));
        camera.position.copy(controls.target).add(offset.setLength(distance));
        request();
      },
      reset() {
        home();
        request();
      },
      dispose() {
        cancelAnimationFrame(frame);
        observer.disconnect();
        canvas.removeEventListener('webglcontextlost', lost);
        controls.removeEventListener('change', request);
        controls.dispose();
        for (const d of disposables) d.dispose();
        renderer.dispose();
        // Frees the context now rather than at garbage collection: a browser keeps only a few.
        renderer.forceContextLoss();
      },
    };
  } catch (error) {
    for (const d of disposables) d.dispose();
    renderer.dispose();
    renderer.forceContextLoss();
    throw error;
  }
}
