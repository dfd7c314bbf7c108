// sitegen-launch: sets a snippet's resource limits and, as root, its own user id, then runs it.
//
// Usage: sitegen-launch [--core=N] [--as=N] [--nproc=N] [--fsize=N] [--cpu=N] [--user=ID] -- PROGRAM [ARG...]
//
// It replaces two util-linux programs, `prlimit` and `setpriv`, that ran before every snippet:
// one exec of a static program instead of two dynamically linked ones is about 5 ms less a
// snippet on a loaded machine (docs/benchmarks.md). bubblewrap still builds the sandbox's walls;
// this program only does what follows inside them, with the system calls those tools make.
//
// `--user=ID` (only as root): a user and group id of the run's own, no supplementary groups,
// and no capabilities at all (bounding, permitted, effective, inheritable and ambient sets): the
// program may read only what every user may read of the few files bubblewrap shows it. The
// limits are set first, while still root; RLIMIT_NPROC then counts the processes of the new
// user id alone.
#define _GNU_SOURCE
#include <errno.h>
#include <grp.h>
#include <linux/capability.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

static int fail(const char *what) {
    fprintf(stderr, "sitegen-launch: %s: %s\n", what, strerror(errno));
    return 127;
}

struct limit_option {
    const char *prefix;
    int resource;
};

static const struct limit_option limit_options[] = {
    {"--core=", RLIMIT_CORE},
    {"--as=", RLIMIT_AS},
    {"--nproc=", RLIMIT_NPROC},
    {"--fsize=", RLIMIT_FSIZE},
    {"--cpu=", RLIMIT_CPU},
};

static int parse_number(const char *text, unsigned long long *value) {
    char *end = NULL;
    errno = 0;
    *value = strtoull(text, &end, 10);
    return errno == 0 && end != text && *end == '\0';
}

static int become_user(unsigned long long id) {
    // The bounding set first (that takes CAP_SETPCAP, which goes with it): no program the
    // snippet runs can gain a capability back.
    for (int capability = 0; capability <= CAP_LAST_CAP; capability++) {
        // EINVAL: a capability this kernel does not know.
        if (prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0 && errno != EINVAL) return fail("PR_CAPBSET_DROP");
    }
    if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0) return fail("PR_CAP_AMBIENT");
    if (setgroups(0, NULL) != 0) return fail("setgroups");
    if (setresgid((gid_t)id, (gid_t)id, (gid_t)id) != 0) return fail("setresgid");
    // Without PR_SET_KEEPCAPS, leaving uid 0 clears the permitted and effective sets.
    if (setresuid((uid_t)id, (uid_t)id, (uid_t)id) != 0) return fail("setresuid");
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3];
    memset(data, 0, sizeof data);
    // The inheritable set too, which the change of user id leaves as it was.
    if (syscall(SYS_capset, &header, data) != 0) return fail("capset");
    return 0;
}

int main(int argc, char **argv) {
    int index = 1;
    int has_user = 0;
    unsigned long long user = 0;
    for (; index < argc && strcmp(argv[index], "--") != 0; index++) {
        const char *option = argv[index];
        int known = 0;
        for (size_t k = 0; k < sizeof limit_options / sizeof limit_options[0]; k++) {
            size_t length = strlen(limit_options[k].prefix);
            if (strncmp(option, limit_options[k].prefix, length) != 0) continue;
            unsigned long long value;
            if (!parse_number(option + length, &value)) {
                fprintf(stderr, "sitegen-launch: not a number in %s\n", option);
                return 127;
            }
            struct rlimit limit = {(rlim_t)value, (rlim_t)value};
            if (setrlimit(limit_options[k].resource, &limit) != 0) return fail(option);
            known = 1;
        }
        if (!known && strncmp(option, "--user=", 7) == 0 && parse_number(option + 7, &user)) {
            has_user = 1;
            known = 1;
        }
        if (!known) {
            fprintf(stderr, "sitegen-launch: unknown option %s\n", option);
            return 127;
        }
    }
    if (index + 1 >= argc) {
        fprintf(stderr, "usage: sitegen-launch [--core=N] [--as=N] [--nproc=N] [--fsize=N] [--cpu=N] [--user=ID] -- PROGRAM [ARG...]\n");
        return 127;
    }
    if (has_user && become_user(user) != 0) return 127;
    execv(argv[index + 1], argv + index + 1);
    return fail(argv[index + 1]);
}
