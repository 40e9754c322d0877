"""PJRT topologies: the devices a program is compiled for, without running it.

PJRT_Client_TopologyDescription: the client's devices, which jaxlib asks every client for
(`xla_client.get_topology_for_devices`). JAX keys its persistent compilation cache by the
topology's serialization where a platform has one (without it, by the devices' kinds only).
It belongs to its client (the caller never destroys it): made on the first request, released
with the client. Its device descriptions are the client's devices (a pjrtc device is its own
PJRT_DeviceDescription, functions.device_get_description).

PJRT_TopologyDescription_Create and PJRT_Compile: ahead-of-time compilation for a topology
(`jax.experimental.topologies.get_topology_desc(platform="pjrtc")`, then
`jax.jit(f).lower(<ShapeDtypeStructs sharded over its devices>).compile()`): the program
compiles as PJRT_Client_Compile compiles it (compile.py), into an executable that is
serialized (`jax.experimental.serialize_executable`) and loaded later on a pjrtc client.
"""

from __future__ import annotations

import ctypes as C
from collections.abc import Callable
from typing import Any

from pjrtc.plugin.c_api import INVALID_ARGUMENT, Handles, NamedValues, PjrtError
from pjrtc.plugin.objects import Client, CString


# Appended to a standalone topology's platform version. JAX compiles for a compile-only
# topology through the platform's real client when the two platform versions are equal
# (jax._src.compiler._get_cross_compile_backend), and jaxlib 0.10.2 makes that call
# (Client.compile with a topology) from another thread while the caller holds the GIL: the
# plugin's Python handler never runs, and the process hangs. With another version, JAX
# compiles on the compile-only client, which calls PJRT_Compile from the calling thread.
COMPILE_ONLY = "; compile-only topology"


class Topology:
    """A topology: its platform, its devices, and the bytes that identify them; the client's
    own (PJRT_Client_TopologyDescription), or a standalone one to compile for
    (PJRT_TopologyDescription_Create, `compile_only`)."""

    def __init__(self, client: Client, compile_only: bool = False) -> None:
        self.client = client  # keeps its devices (the descriptions) alive
        self.compile_only = compile_only
        self.platform_name = client.platform_name
        self.platform_version = (CString(client.platform_version.buffer.value.decode()
                                         + COMPILE_ONLY) if compile_only
                                 else client.platform_version)
        self.descriptions, self.count = client.device_list, len(client.devices)
        self.attributes = NamedValues([])
        # What a program compiled for this topology depends on: pjrtc's and the runtime's
        # versions and the artifact format (all in the platform version), the devices and
        # their drivers, and the kind of each device (its name: the CPU pjrtc targets).
        kinds = b"; ".join(d.kind.buffer.value for d in client.devices)
        self.serialized = self.platform_version.buffer.value + b"\n" + kinds


def handlers(handles: Handles, hand_out: Callable[[bytes], tuple[int, int, int, int]],
             open_client: Callable[[], Client], compiled_program: Callable[[Any], Any]
             ) -> dict[str, Callable[[Any], None]]:
    """The topology functions of the PJRT table, on the plugin's `handles`, with three of
    functions.py's: `hand_out` gives bytes to C until its deleter runs, `open_client` opens
    the devices a client would have, `compiled_program` compiles an args struct's program."""

    def create(args: Any) -> None:
        args.topology = handles.put(Topology(open_client(), compile_only=True))

    def destroy(args: Any) -> None:
        topology = handles.get(args.topology, Topology)
        if not topology.compile_only:
            raise PjrtError(INVALID_ARGUMENT, "a client's topology belongs to the client: "
                            "it is released with the client, not destroyed by the caller")
        # Its descriptions live as long as it does: the devices open_client handed to C go
        # with it.
        for device in topology.client.devices:
            handles.drop(id(device.memory))
            handles.drop(id(device))
        handles.drop(args.topology)

    def compile_for(args: Any) -> None:
        handles.get(args.topology, Topology)  # pjrtc compiles for the host, as for a client
        args.executable = handles.put(compiled_program(args))

    def client_topology_description(args: Any) -> None:
        client = handles.get(args.client, Client)
        if client.topology is None:
            client.topology = Topology(client)
            handles.put(client.topology)  # dropped with the client (client_destroy)
        args.topology = id(client.topology)

    def platform_name(args: Any) -> None:
        topology = handles.get(args.topology, Topology)
        args.platform_name = topology.platform_name.address
        args.platform_name_size = topology.platform_name.size

    def platform_version(args: Any) -> None:
        topology = handles.get(args.topology, Topology)
        args.platform_version = topology.platform_version.address
        args.platform_version_size = topology.platform_version.size

    def device_descriptions(args: Any) -> None:
        topology = handles.get(args.topology, Topology)
        args.descriptions = C.addressof(topology.descriptions)
        args.num_descriptions = topology.count

    def serialize(args: Any) -> None:
        (args.serialized_topology, args.serialized_bytes, args.serialized_bytes_size,
         args.serialized_topology_deleter) = hand_out(
             handles.get(args.topology, Topology).serialized)

    def attributes(args: Any) -> None:
        topology = handles.get(args.topology, Topology)
        args.attributes = C.addressof(topology.attributes.array)
        args.num_attributes = topology.attributes.count

    return {
        "PJRT_TopologyDescription_Create": create,
        "PJRT_TopologyDescription_Destroy": destroy,
        "PJRT_Compile": compile_for,
        "PJRT_Client_TopologyDescription": client_topology_description,
        "PJRT_TopologyDescription_PlatformName": platform_name,
        "PJRT_TopologyDescription_PlatformVersion": platform_version,
        "PJRT_TopologyDescription_GetDeviceDescriptions": device_descriptions,
        "PJRT_TopologyDescription_Serialize": serialize,
        "PJRT_TopologyDescription_Attributes": attributes,
    }
