#!/bin/sh
# desc:   capability and securebits tools: setpriv, capsh (prctl PR_CAP_AMBIENT, PR_CAPBSET_READ, securebits, capget/capset)
# opts:   -s 64 -e trace=prctl,capget,capset,setresuid,setresgid,setgroups -e signal=none
# follow: yes
# cmd:    sh -c 'setpriv --reuid=65534 --regid=65534 --clear-groups --no-new-privs true; capsh --print >/dev/null; setpriv --inh-caps=-all --ambient-caps=-all true; capsh --drop=cap_net_raw -- -c true'
