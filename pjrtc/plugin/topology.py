"""PJRT_Client_TopologyDescription: the client's devices as a PJRT topology, which jaxlib
asks every client for (`xla_client.get_topology_for_devices`). JAX keys its persistent
compilation cache by the topology's serialization where a platform has one (without it, by
the devices' kinds only), and it is what `jax.experimental.topologies` describes.

The topology belongs to its client (the caller never destroys it): made on the first request,
released with the client. Its device descriptions are the client's devices (a pjrtc device
is its own PJRT_DeviceDescription, functions.device_get_description).
"""

from __future__ import annotations

import ctypes as C
from collections.abc import Callable
from typing import Any

from pjrtc.plugin.c_api import Handles, NamedValues
from pjrtc.plugin.objects import Client


class Topology:
    """One client's topology: its platform, its devices, and the bytes that identify them."""

    def __init__(self, client: Client) -> None:
        self.platform_name = client.platform_name
        self.platform_version = client.platform_version
        self.descriptions, self.count = client.device_list, len(client.devices)
        self.attributes = NamedValues([])
        # What a program compiled for this topology depends on: pjrtc's and the runtime's
        # versions and the artifact format (all in the platform version), the devices and
        # their drivers, and the kind of each device (its name: the CPU pjrtc targets).
        kinds = b"; ".join(d.kind.buffer.value for d in client.devices)
        self.serialized = self.platform_version.buffer.value + b"\n" + kinds


def handlers(handles: Handles, hand_out: Callable[[bytes], tuple[int, int, int, int]]
             ) -> dict[str, Callable[[Any], None]]:
    """The topology functions of the PJRT table, on the plugin's `handles`; `hand_out` gives
    bytes to C until its deleter runs (functions._hand_out)."""

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
        "PJRT_Client_TopologyDescription": client_topology_description,
        "PJRT_TopologyDescription_PlatformName": platform_name,
        "PJRT_TopologyDescription_PlatformVersion": platform_version,
        "PJRT_TopologyDescription_GetDeviceDescriptions": device_descriptions,
        "PJRT_TopologyDescription_Serialize": serialize,
        "PJRT_TopologyDescription_Attributes": attributes,
    }
