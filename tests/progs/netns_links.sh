#!/bin/sh
# Links of the kinds whose attributes nest deepest (a bridge with a veth
# port, a tun device), a route with nexthops, a nexthop group, a rule, a
# neighbour, tc classes and filters, made in the new network namespace
# this script is run in ("unshare -n TRACER ... sh netns_links.sh"), then
# dumped.  Fixed addresses, no duplicate address detection nor router
# solicitation, and the dumps that stay the same from run to run but for
# counters and times.
set -e
[ "$(readlink /proc/self/ns/net)" != "$(readlink /proc/1/ns/net)" ] || { echo "not in a new network namespace" >&2; exit 1; }
sysctl -qw net.ipv6.conf.default.accept_dad=0 net.ipv6.conf.all.accept_dad=0 \
	net.ipv6.conf.default.router_solicitations=0 net.ipv6.conf.all.router_solicitations=0
ip link add br0 address 02:00:00:00:00:01 type bridge
ip link add veth0 address 02:00:00:00:00:02 type veth peer name veth1 address 02:00:00:00:00:03
ip link set veth0 master br0
ip tuntap add dev tun0 mode tun
for l in lo br0 veth0 veth1; do ip link set $l up; done
# the kernel tells carrier changes (and route flags that follow them)
# up to a second late
sleep 2
ip addr add 10.9.8.7/24 dev br0
ip -6 addr add fd00::1/64 dev br0 nodad
ip route add 10.77.0.0/16 nexthop via 10.9.8.1 weight 1 nexthop via 10.9.8.2 weight 2
ip nexthop add id 5 via 10.9.8.3 dev br0
ip nexthop add id 6 group 5
ip neigh add 10.9.8.99 lladdr 02:00:00:00:00:99 dev br0
ip rule add from 10.1.0.0/16 table 100 uidrange 1000-2000
tc qdisc add dev veth1 root handle 1: htb
tc class add dev veth1 parent 1: classid 1:1 htb rate 1mbit
tc filter add dev veth1 parent 1: protocol ip u32 match ip dst 1.2.3.4 flowid 1:1
ip -d link show; bridge -d link show; ip route show; ip nexthop show; ip rule
tc -s qdisc show; tc -s class show dev veth1; tc -s filter show dev veth1
